/** Waits until the server has imported the football data and fitted the model. */
export { waitForFootball } from '../../scripts/lib/production-server.ts'
