// The wire's decimal amounts ⇄ the ledger's integer minor units (bigint). Conversion happens only at
// the edge of the API; inside the server every amount is a bigint.
export { formatMoney, minorToWire, parseWireAmount, type AmountRefusal } from '@jade/contract/wallet';
