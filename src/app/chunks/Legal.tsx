/** The legal page (SPEC §2 /legal: licences under the w_pagco banner), loaded lazily. */
export { LegalPage as Component } from '../../features/content';
