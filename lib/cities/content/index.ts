import { colombia } from "./colombia";
import { argentina } from "./argentina";
import { brazil } from "./brazil";
import { peru } from "./peru";
import { ecuador } from "./ecuador";
import { chile } from "./chile";
import { uruguay } from "./uruguay";
import { mexico } from "./mexico";
import { costaRica } from "./costa-rica";
import { bolivia } from "./bolivia";
import { paraguay } from "./paraguay";
import type { CityFiles } from "./files";

/**
 * Every city's content files, one module per country (content/cities/<id>.json and its
 * translations). Adding a city: its three files, and a line in its country's module.
 */
export const cityFiles: readonly CityFiles[] = [
  ...colombia,
  ...argentina,
  ...brazil,
  ...peru,
  ...ecuador,
  ...chile,
  ...uruguay,
  ...mexico,
  ...costaRica,
  ...bolivia,
  ...paraguay,
];
