-- CreateTable
CREATE TABLE "stay_trips" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "country" TEXT NOT NULL,
    "entry" DATE NOT NULL,
    "exit" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stay_trips_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stay_trips_user_id_entry_idx" ON "stay_trips"("user_id", "entry");

-- AddForeignKey
ALTER TABLE "stay_trips" ADD CONSTRAINT "stay_trips_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
