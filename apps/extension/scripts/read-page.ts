import { runReadPage } from './read-page-run';

/** `npm run read-page -w apps/extension -- <file.html> <url>`: prints what the extension reads on a saved page. */
process.exitCode = await runReadPage(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
