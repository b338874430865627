import { z } from "zod";

/**
 * Empty text becomes null: every field may be left empty. Messages are keys of the `validation`
 * catalogue (profile.*).
 */
const optionalText = (min: number, max: number, messages: { tooShort: string; tooLong: string }) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .refine((value) => value === "" || value.length >= min, messages.tooShort)
    .transform((value) => (value === "" ? null : value));

// Optional +, then 3, 3 and 4-6 digits with optional separators. International numbers
// (+57 300 123 4567, +55 11 91234-5678) are accepted too: 8 to 15 digits with common separators.
const usStyle = /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,6}$/;
const international = /^\+?[\d\s().-]{8,22}$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

export const phoneSchema = z
  .string()
  .trim()
  .max(30, "profile.phoneInvalid")
  .refine(
    (value) =>
      value === "" ||
      usStyle.test(value) ||
      (international.test(value) && digitCount(value) >= 8 && digitCount(value) <= 15),
    "profile.phoneInvalid",
  )
  .transform((value) => (value === "" ? null : value));

export const profileSchema = z.object({
  fullName: optionalText(2, 100, { tooShort: "profile.nameTooShort", tooLong: "profile.nameTooLong" }),
  occupation: optionalText(2, 100, {
    tooShort: "profile.occupationTooShort",
    tooLong: "profile.occupationTooLong",
  }),
  phoneNumber: phoneSchema,
  countryOfInterest: optionalText(2, 60, {
    tooShort: "profile.countryTooShort",
    tooLong: "profile.countryTooLong",
  }).optional(),
});
export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileFormOutput = z.output<typeof profileSchema>;

export const sharingSchema = z.object({
  isPublic: z.boolean(),
  shareOccupation: z.boolean(),
  shareCountry: z.boolean(),
  shareAvatar: z.boolean(),
});
export type SharingInput = z.infer<typeof sharingSchema>;

/** Avatars: JPEG, PNG or WebP, up to 5 MB, checked by content. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The whole upload: the image and its multipart framing (the production server caps bodies at no less). */
export const AVATAR_UPLOAD_MAX_BYTES = AVATAR_MAX_BYTES + 64_000;
export const AVATAR_SIZE = 256;
