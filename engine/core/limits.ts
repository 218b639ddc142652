/**
 * Largest pack file the studio takes (5 MiB), and largest pack document it stores (its JSON, in
 * bytes). One constant for the browser's upload form and the server, so both refuse the same files.
 */
export const MAX_PACK_BYTES = 5 * 1024 * 1024;
