-- CreateTable
CREATE TABLE "member_cities" (
    "user_id" UUID NOT NULL,
    "city_id" TEXT NOT NULL,
    "shared_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_cities_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "member_presence" (
    "user_id" UUID NOT NULL,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_presence_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "member_cities_city_id_shared_at_idx" ON "member_cities"("city_id", "shared_at");

-- CreateIndex
CREATE INDEX "member_presence_last_seen_at_idx" ON "member_presence"("last_seen_at");

-- AddForeignKey
ALTER TABLE "member_cities" ADD CONSTRAINT "member_cities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
