import { ESLint } from "eslint";

/**
 * Lints snippets as if they were files of the project, with the project's eslint.config.mjs, and
 * prints the rule ids each one breaks. A child process: Jest's sandbox cannot load the ESM config.
 * Input (stdin): [{ code, filePath }]. Output (stdout): [[ruleId, ...], ...].
 */
const snippets = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(results));
