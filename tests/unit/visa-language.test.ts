import { detectLanguage, questionLanguage } from "@/lib/visa/language";

// Questions as people type them: short and long, with and without accents, with city names (which
// say nothing of the language) and amounts in USD.
const english = [
  "Do I need a visa for Peru?",
  "How long can I stay in Colombia?",
  "Visa for Brazil?",
  "Is there a digital nomad visa in Mexico?",
  "What's the minimum income for Costa Rica?",
  "Can I extend my stay in Chile?",
  "How much does the Ecuador visa cost?",
  "Do I pay taxes in Uruguay after 183 days?",
  "I'm in Medellín, how do I apply?",
  "Moving to São Paulo next year, what visa do I need?",
  "Is USD 1,500 a month enough for Brazil?",
  "Can I work remotely from Buenos Aires on a tourist visa?",
  "Yellow fever vaccine for Bolivia?",
  "What documents do I need for the nomad visa?",
  "How long does the application take?",
  "Thanks!",
  "Tell me about Paraguay",
  "Overstay fine in Peru?",
  "Which countries have a nomad visa?",
  "My wife is Colombian, can I get residency?",
  "Is Bogotá safe for digital nomads?",
  "Do Americans need an e-visa for Brazil?",
  "Can I live in Montevideo for a year?",
  "How much is the Galápagos fee?",
  "Is there a retirement visa in Ecuador?",
  "What are the entry requirements for Costa Rica?",
  "Do I need an onward ticket to enter Peru?",
  "Can I apply from inside the country?",
  "remote work visa mexico",
  "How do I get a cédula in Ecuador?",
  "Is Florianópolis good for remote workers with USD 3,000 a month?",
  "What about Cusco?",
  "I'm a German citizen and I want to spend six months in Mexico City working for my company back home. Which visa fits?",
];

const spanish = [
  "¿Visa para Perú?",
  "¿Necesito visa para Brasil?",
  "¿Cuánto tiempo puedo quedarme en Colombia?",
  "cuanto tiempo puedo quedarme en colombia",
  "¿Colombia tiene visa de nómada digital?",
  "visa de nomada digital en mexico",
  "¿Cuáles son los requisitos para la visa de Costa Rica?",
  "¿Cuánto cuesta la visa de Ecuador?",
  "¿Pago impuestos en Uruguay si vivo allí más de 183 días?",
  "Vivo en Medellín, ¿cómo solicito la visa?",
  "¿Me alcanza con USD 1,500 al mes para vivir en Buenos Aires?",
  "¿Puedo trabajar de forma remota en Chile con visa de turista?",
  "¿Cómo pido una prórroga en Perú?",
  "Gracias",
  "Hola, quiero mudarme a Montevideo",
  "¿Qué documentos necesito?",
  "¿Y en Ecuador?",
  "¿Cuánto tarda el trámite?",
  "Soy argentino, ¿necesito visa para Bolivia?",
  "Quiero vivir en São Paulo, ¿qué visa necesito?",
  "requisitos para entrar a paraguay con pasaporte estadounidense",
  "¿Hay visa para nómadas en Chile?",
  "¿Cuál es el ingreso mínimo para la visa de Brasil?",
  "¿Se puede extender la estadía de turista en México?",
  "necesito una visa para ir a cartagena",
  "¿Qué pasa si me quedo más de 90 días en Perú?",
  "¿Dónde saco la cédula de extranjería en Bogotá?",
  "¿La visa de Colombia permite trabajar para empresas colombianas?",
  "¿Cuántos días me dan en migraciones al llegar a Lima?",
  "¿Tengo que pagar impuestos en Colombia?",
  "Mi esposa es brasileña, ¿puedo tener residencia?",
  "cuanto cuesta la visa de nomada en ecuador en USD",
  "Trabajo en remoto para una empresa de Canadá y quiero pasar un año en Ciudad de México con mi pareja. ¿Qué opciones tengo?",
];

const portuguese = [
  "Visto para o Peru?",
  "Preciso de visto para a Colômbia?",
  "Quanto tempo posso ficar no Brasil como turista?",
  "quanto tempo posso ficar no chile",
  "A Colômbia tem visto de nômade digital?",
  "visto de nomade digital no mexico",
  "Qual é a renda mínima para o visto de nômade digital no Brasil?",
  "Quais documentos preciso para o visto do Uruguai?",
  "Quanto custa o visto do Equador?",
  "Pago impostos no Uruguai se morar lá mais de 183 dias?",
  "Moro em Florianópolis, como peço o visto?",
  "USD 1.500 por mês é suficiente para morar em Medellín?",
  "Posso trabalhar remotamente no Chile com visto de turista?",
  "Como faço para prorrogar minha estadia no Peru?",
  "Obrigado!",
  "Oi, quero me mudar para Montevidéu",
  "E no Equador?",
  "Quanto tempo demora o pedido?",
  "Sou brasileiro, preciso de visto para a Bolívia?",
  "Quero morar em Buenos Aires, que visto preciso?",
  "Tem visto para nômades no Chile?",
  "Dá para estender a estadia de turista no México?",
  "preciso de um visto para ir a cartagena",
  "O que acontece se eu ficar mais de 90 dias no Peru?",
  "Onde tiro a cédula de extranjería em Bogotá?",
  "O visto da Colômbia permite trabalhar para empresas colombianas?",
  "Quantos dias a imigração me dá ao chegar em Lima?",
  "Tenho que pagar imposto na Colômbia?",
  "Minha esposa é colombiana, posso ter residência?",
  "quanto custa o visto de nomade no equador em USD",
  "Preciso de vacina de febre amarela para o Brasil?",
  "Vale a pena morar em Cusco?",
  "Trabalho remotamente para uma empresa do Canadá e quero passar um ano na Cidade do México com a minha namorada. Quais são as minhas opções?",
];

describe("visa assistant: the language of a question", () => {
  it("has at least 30 questions per language", () => {
    for (const list of [english, spanish, portuguese]) expect(list.length).toBeGreaterThanOrEqual(30);
  });

  it.each(english)("English: %s", (question) => expect(detectLanguage(question)).toBe("en"));
  it.each(spanish)("Spanish: %s", (question) => expect(detectLanguage(question)).toBe("es"));
  it.each(portuguese)("Portuguese: %s", (question) => expect(detectLanguage(question)).toBe("pt"));

  it.each(["Colombia?", "Perú", "São Paulo", "DNV Colombia USD 1500", "Visa Colombia", "", "   ", "👍"])(
    "does not guess when nothing tells: %j",
    (text) => expect(detectLanguage(text)).toBeNull(),
  );
});

describe("visa assistant: the language to answer in", () => {
  it("follows the question, whatever the page's language", () => {
    expect(questionLanguage("How long can I stay in Peru?", [], "es")).toBe("en");
    expect(questionLanguage("¿Cuánto tiempo puedo quedarme en Perú?", [], "en")).toBe("es");
    expect(questionLanguage("Quanto tempo posso ficar no Peru?", [], "es")).toBe("pt");
  });

  it("takes the conversation's language for a question that does not tell, then the page's", () => {
    expect(questionLanguage("Ecuador?", ["¿Cuánto cuesta la visa de Colombia?"], "en")).toBe("es");
    expect(questionLanguage("Ecuador?", ["Quanto custa o visto da Colômbia?", "Colombia?"], "en")).toBe("pt");
    expect(questionLanguage("Ecuador?", [], "pt")).toBe("pt");
    expect(questionLanguage("Ecuador?")).toBe("en");
  });

  it("looks only at the user's last three messages", () => {
    const history = ["¿Cuánto cuesta la visa de Colombia?", "Peru?", "Chile?", "Bolivia?"];
    expect(questionLanguage("Ecuador?", history, "en")).toBe("en");
  });
});
