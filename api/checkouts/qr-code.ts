import { encode } from "uqr";

/** `value` as a QR code: one SVG path of the dark modules on white, with the four-module quiet zone the standard asks. */
export function qrCodeSvg(value: string): string {
  const { data, size } = encode(value, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
