/**
 * Public half of the development key pair (SPKI, base64). Dev, tests and the
 * demo encrypt with it; the simulated backend holds the private half. A real
 * deployment sets PUBLIC_API_PUBLIC_KEY to its own server key instead.
 */
export const DEV_PUBLIC_KEY_SPKI =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA05ys2DYMIUwfSAZl9Mx4q6AL72vHtH4v4OqC2HqPnvQGDR9cMpvJrhkoZC02BBEJ/TqODtTJB3Hab5UAPF7WOD3gzjYaRt/jJdIeoIfrNMSxxgfaIntrFrw3vWxvVrIsJLvspMBUPxMEUrmUFLYV2hmPzE/bEjyPo21gDjXFMQglN4btMbjaVQixAK98TdjE8wf6X765Cs6z/XGfiH97AfRA4wUW2N4USM3ewAi+QxYY8uTVvP2MhA8bXiJ8MspHYYG4MsR3OXD+lV1fTgzhYtr+PBEUv119hux/9TiU5ACWQfcew0OYdVZS8A/po+KFezVk3UMG6GQCksW7zwqqiwIDAQAB';
