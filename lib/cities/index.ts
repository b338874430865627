export { cities, citiesIn, getCity } from "./cities";
export { foldText, searchCities } from "./search";
export type { City, CityTranslation, CountryGuideData } from "./schema";
