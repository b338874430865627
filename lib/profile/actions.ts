"use server";

import { revalidatePath } from "next/cache";
import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { updateProfile, updateSharing } from "./profiles";
import { profileSchema, sharingSchema } from "./schema";

export const updateProfileAction = authedAction(
  profileSchema,
  async (data, user) => {
    const profile = await updateProfile(user.id, data);
    revalidatePath("/profile");
    return ok({
      fullName: profile.fullName,
      occupation: profile.occupation,
      phoneNumber: profile.phoneNumber,
    });
  },
  { fallbackError: "Update failed" },
);

export const updateSharingAction = authedAction(
  sharingSchema,
  async (data, user) => {
    await updateSharing(user.id, data);
    return ok(data);
  },
  { fallbackError: "Update failed" },
);
