// The part of js-yaml the tests use (it ships no types of its own).
declare module "js-yaml" {
  export function load(text: string): unknown;
}
