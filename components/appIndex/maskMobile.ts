/** A mobile number with its middle four digits hidden (138****0000), as shown on screens. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
