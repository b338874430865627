-- CreateTable
CREATE TABLE "community_room_reads" (
    "user_id" UUID NOT NULL,
    "room" TEXT NOT NULL,
    "last_read_seq" BIGINT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "community_room_reads_pkey" PRIMARY KEY ("user_id","room")
);

-- AddForeignKey
ALTER TABLE "community_room_reads" ADD CONSTRAINT "community_room_reads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
