-- CreateTable
CREATE TABLE "meetups" (
    "id" UUID NOT NULL,
    "city_id" TEXT NOT NULL,
    "organizer_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "place" TEXT NOT NULL,
    "note" TEXT,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL DEFAULT 120,
    "capacity" INTEGER NOT NULL,
    "canceled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "meetups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meetup_rsvps" (
    "meetup_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reminder_sent_at" TIMESTAMP(3),

    CONSTRAINT "meetup_rsvps_pkey" PRIMARY KEY ("meetup_id","user_id")
);

-- CreateIndex
CREATE INDEX "meetups_city_id_starts_at_idx" ON "meetups"("city_id", "starts_at");

-- CreateIndex
CREATE INDEX "meetups_starts_at_idx" ON "meetups"("starts_at");

-- CreateIndex
CREATE INDEX "meetups_organizer_id_starts_at_idx" ON "meetups"("organizer_id", "starts_at");

-- CreateIndex
CREATE INDEX "meetup_rsvps_user_id_idx" ON "meetup_rsvps"("user_id");

-- AddForeignKey
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_organizer_id_fkey" FOREIGN KEY ("organizer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meetup_rsvps" ADD CONSTRAINT "meetup_rsvps_meetup_id_fkey" FOREIGN KEY ("meetup_id") REFERENCES "meetups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meetup_rsvps" ADD CONSTRAINT "meetup_rsvps_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A meetup holds 2 to 50 members and lasts 15 minutes to 12 hours
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_capacity_check" CHECK ("capacity" BETWEEN 2 AND 50);
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 720);
