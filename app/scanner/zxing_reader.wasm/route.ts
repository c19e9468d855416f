import { scannerWasmResponse } from '@/lib/server/scanner-wasm';

// The barcode decoder's WebAssembly, fetched only when a scan starts on a browser without BarcodeDetector.
export const GET = scannerWasmResponse;
