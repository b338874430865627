export { cities, getCity } from "./cities";
export { foldText, searchCities } from "./search";
export type { City, CountryGuideData } from "./schema";
