import arequipaPeru from "@/content/cities/numbers/arequipa-peru.json";
import asuncionParaguay from "@/content/cities/numbers/asuncion-paraguay.json";
import barilocheArgentina from "@/content/cities/numbers/bariloche-argentina.json";
import bogotaColombia from "@/content/cities/numbers/bogota-colombia.json";
import buenosAiresArgentina from "@/content/cities/numbers/buenos-aires-argentina.json";
import cartagenaColombia from "@/content/cities/numbers/cartagena-colombia.json";
import cordobaArgentina from "@/content/cities/numbers/cordoba-argentina.json";
import cuencaEcuador from "@/content/cities/numbers/cuenca-ecuador.json";
import cuscoPeru from "@/content/cities/numbers/cusco-peru.json";
import florianopolisBrazil from "@/content/cities/numbers/florianopolis-brazil.json";
import laPazBolivia from "@/content/cities/numbers/la-paz-bolivia.json";
import limaPeru from "@/content/cities/numbers/lima-peru.json";
import medellinColombia from "@/content/cities/numbers/medellin-colombia.json";
import mendozaArgentina from "@/content/cities/numbers/mendoza-argentina.json";
import mexicoCityMexico from "@/content/cities/numbers/mexico-city-mexico.json";
import montevideoUruguay from "@/content/cities/numbers/montevideo-uruguay.json";
import oaxacaMexico from "@/content/cities/numbers/oaxaca-mexico.json";
import playaDelCarmenMexico from "@/content/cities/numbers/playa-del-carmen-mexico.json";
import puntaDelEsteUruguay from "@/content/cities/numbers/punta-del-este-uruguay.json";
import quitoEcuador from "@/content/cities/numbers/quito-ecuador.json";
import recifeBrazil from "@/content/cities/numbers/recife-brazil.json";
import rioDeJaneiroBrazil from "@/content/cities/numbers/rio-de-janeiro-brazil.json";
import salvadorBrazil from "@/content/cities/numbers/salvador-brazil.json";
import sanJoseCostaRica from "@/content/cities/numbers/san-jose-costa-rica.json";
import santaCruzBolivia from "@/content/cities/numbers/santa-cruz-bolivia.json";
import santaMartaColombia from "@/content/cities/numbers/santa-marta-colombia.json";
import santaTeresaCostaRica from "@/content/cities/numbers/santa-teresa-costa-rica.json";
import santiagoChile from "@/content/cities/numbers/santiago-chile.json";
import saoPauloBrazil from "@/content/cities/numbers/sao-paulo-brazil.json";
import valparaisoChile from "@/content/cities/numbers/valparaiso-chile.json";
import fxARS from "@/content/cities/fx/ARS.json";
import fxBOB from "@/content/cities/fx/BOB.json";
import fxBRL from "@/content/cities/fx/BRL.json";
import fxCLP from "@/content/cities/fx/CLP.json";
import fxCOP from "@/content/cities/fx/COP.json";
import fxCRC from "@/content/cities/fx/CRC.json";
import fxMXN from "@/content/cities/fx/MXN.json";
import fxPEN from "@/content/cities/fx/PEN.json";
import fxPYG from "@/content/cities/fx/PYG.json";
import fxUYU from "@/content/cities/fx/UYU.json";
import { cityNumbersSchema, fxRateSchema, type CityNumbers, type Currency, type FxRate } from "./schema";

/**
 * The numbers files, built into the app and validated when the module loads (a broken file fails
 * the build). One import per city (content/cities/numbers/<id>.json) and per currency
 * (content/cities/fx/<currency>.json); tests/unit/city-numbers.test.ts checks every listed city
 * has its file.
 */
const numbersFiles: unknown[] = [
  arequipaPeru,
  asuncionParaguay,
  barilocheArgentina,
  bogotaColombia,
  buenosAiresArgentina,
  cartagenaColombia,
  cordobaArgentina,
  cuencaEcuador,
  cuscoPeru,
  florianopolisBrazil,
  laPazBolivia,
  limaPeru,
  medellinColombia,
  mendozaArgentina,
  mexicoCityMexico,
  montevideoUruguay,
  oaxacaMexico,
  playaDelCarmenMexico,
  puntaDelEsteUruguay,
  quitoEcuador,
  recifeBrazil,
  rioDeJaneiroBrazil,
  salvadorBrazil,
  sanJoseCostaRica,
  santaCruzBolivia,
  santaMartaColombia,
  santaTeresaCostaRica,
  santiagoChile,
  saoPauloBrazil,
  valparaisoChile,
];
const fxFiles: unknown[] = [fxARS, fxBOB, fxBRL, fxCLP, fxCOP, fxCRC, fxMXN, fxPEN, fxPYG, fxUYU];

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
