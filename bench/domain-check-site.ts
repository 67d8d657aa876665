/**
 * The local site of the domain-check benchmark, in its own process (the checker's CPU figures
 * are then the checker's alone): answers every request after `answerMs`, and tells its parent
 * its port and, when asked, the most requests it had open at once.
 */
import { startLocalSites } from '../dev/testing/local-sites';

const answerMs = Number(process.argv[2] ?? 100);
const sites = await startLocalSites((_request, response) => {
  setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><head><title>Bench</title></head><body>ok</body></html>'), answerMs);
});
process.send?.({ port: sites.port });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  const maxOpen = sites.maxOpen;
  await sites.close();
  process.send?.({ maxOpen }, () => process.exit(0));
});
