import barilocheArgentina from "@/content/cities/numbers/bariloche-argentina.json";
import buenosAiresArgentina from "@/content/cities/numbers/buenos-aires-argentina.json";
import cordobaArgentina from "@/content/cities/numbers/cordoba-argentina.json";
import laPazBolivia from "@/content/cities/numbers/la-paz-bolivia.json";
import mendozaArgentina from "@/content/cities/numbers/mendoza-argentina.json";
import montevideoUruguay from "@/content/cities/numbers/montevideo-uruguay.json";
import puntaDelEsteUruguay from "@/content/cities/numbers/punta-del-este-uruguay.json";
import santaCruzBolivia from "@/content/cities/numbers/santa-cruz-bolivia.json";
import santiagoChile from "@/content/cities/numbers/santiago-chile.json";
import valparaisoChile from "@/content/cities/numbers/valparaiso-chile.json";
import fxARS from "@/content/cities/fx/ARS.json";
import fxBOB from "@/content/cities/fx/BOB.json";
import fxCLP from "@/content/cities/fx/CLP.json";
import fxUYU from "@/content/cities/fx/UYU.json";
import { cityNumbersSchema, fxRateSchema, type CityNumbers, type Currency, type FxRate } from "./schema";

/**
 * The numbers files, built into the app and validated when the module loads (a broken file fails
 * the build). One import per city (content/cities/numbers/<id>.json) and per currency
 * (content/cities/fx/<currency>.json); tests/unit/city-numbers.test.ts checks every listed city
 * has its file.
 */
const numbersFiles: unknown[] = [
  barilocheArgentina,
  buenosAiresArgentina,
  cordobaArgentina,
  laPazBolivia,
  mendozaArgentina,
  montevideoUruguay,
  puntaDelEsteUruguay,
  santaCruzBolivia,
  santiagoChile,
  valparaisoChile,
];
const fxFiles: unknown[] = [fxARS, fxBOB, fxCLP, fxUYU];

export const cityNumbers: ReadonlyMap<string, CityNumbers> = new Map(
  numbersFiles.map((raw) => {
    const numbers = cityNumbersSchema.parse(raw);
    return [numbers.city, numbers];
  }),
);

export const fxRates: ReadonlyMap<Currency, FxRate> = new Map(
  fxFiles.map((raw) => {
    const rate = fxRateSchema.parse(raw);
    return [rate.currency, rate];
  }),
);
