-- CreateTable
CREATE TABLE "community_post_fingerprints" (
    "user_id" UUID NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "posted_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "community_post_fingerprints_pkey" PRIMARY KEY ("user_id","fingerprint")
);

-- AddForeignKey
ALTER TABLE "community_post_fingerprints" ADD CONSTRAINT "community_post_fingerprints_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
