import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";
import { mayConflict } from "./class-conflicts";

/**
 * Joins class names and lets later Tailwind classes override earlier ones. tailwind-merge runs only
 * when two classes might set the same property (see class-conflicts.ts): its first call is costly
 * on a phone, and most lists need no merging.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  return mayConflict(classes) ? twMerge(classes) : classes;
}
