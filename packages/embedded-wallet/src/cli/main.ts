#!/usr/bin/env node
// The `latch-embedded-wallet` bin (Node only; no browser entry imports it).
import { runRecoverCommand } from './runRecoverCommand'

process.exitCode = await runRecoverCommand(process.argv.slice(2), process)
