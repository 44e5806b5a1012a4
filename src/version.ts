// The mnemofs version reported to MCP clients and by `mnemofs --version`; a test keeps it
// equal to package.json's.
export const VERSION = '0.1.0';
