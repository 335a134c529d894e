// Preloaded into a measured process (node --require): reports its peak resident memory as it exits.
process.on('exit', () => process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\n`));
