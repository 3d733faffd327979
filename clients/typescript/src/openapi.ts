// Generated from apps/api/openapi.snapshot.json by `npm run generate -w @trilho/client`: do not edit.
export interface paths {
  "/v1/health": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["system.health"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/me": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["me.me"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["charges.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["charges.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/get-by-reference/{externalReference}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["charges.getByReference"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/status/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["charges.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["charges.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["account.balance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/transactions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["account.transactions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/payment-pix/{id}/pay": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandbox.pay"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/payment-pix/{id}/fail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandbox.fail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/clock/advance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandbox.advance"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/clock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["sandbox.clock"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["webhooks.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["webhooks.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["webhooks.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/update/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: operations["webhooks.update"]
    trace?: never
  }
  "/v1/webhooks/delete/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: operations["webhooks.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/test/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["webhooks.test"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/rotate-secret/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["webhooks.rotateSecret"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/events": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["events.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/events/{id}/redeliver": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["events.redeliverEvent"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/deliveries/{endpointId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["events.deliveries"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/redeliver/{deliveryId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["events.redeliver"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-internal/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["transferInternal.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-internal/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["transferInternal.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-internal/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["transferInternal.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["transferPix.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["transferPix.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/status/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["transferPix.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["transferPix.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["payouts.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["payouts.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/status/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["payouts.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["payouts.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/approve": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandboxTransfers.approve"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/refuse": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandboxTransfers.refuse"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/settle": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandboxTransfers.settle"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/fail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandboxTransfers.fail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/refunds/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["refunds.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/refunds/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["refunds.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/refunds/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["refunds.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/refunds/{id}/complete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandboxRefunds.complete"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/refunds/{id}/fail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["sandboxRefunds.fail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccountPortal.setup"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["subaccountPortal.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/update-email": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccountPortal.updateEmail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccountPortal.revoke"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/reset-2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccountPortal.reset2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/wallet/login": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["signIn.walletLogin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/wallet/forgot-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["signIn.forgotPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/wallet/reset-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["signIn.resetPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/login": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["signIn.userLogin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/dashboard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["wallet.dashboard"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/2fa/setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["wallet.setup2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/2fa/enable": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["wallet.enable2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/logout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["wallet.logout"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["accountPortal.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["accountPortal.setup"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/update-email": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["accountPortal.updateEmail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["accountPortal.revoke"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/reset-2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["accountPortal.reset2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/invite": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["accountPortal.invite"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/mails": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["sandboxMails.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["subaccounts.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/get-by-ref/{externalReference}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["subaccounts.getByRef"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["subaccounts.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["subaccounts.balance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/add-balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.addBalance"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/remove-balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.removeBalance"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/transfer": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.transfer"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/update": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.update"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/lock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.lock"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/unlock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.unlock"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/set-limits": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.setLimits"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/set-pricing": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.setPricing"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/pricing": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: operations["subaccounts.pricing"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/delete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: operations["subaccounts.delete"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    TooManyRequests: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    UnsupportedMediaType: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    UriTooLong: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    PayloadTooLarge: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    Unauthorized: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    ServiceUnavailable: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    Conflict: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    NotFound: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    Forbidden: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    BadRequest: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    Unprocessable: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
    Gone: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        statusCode: number
      }
      requestId: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  "system.health": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {string} */
              status: "ok"
              /** @enum {string} */
              database: "ok"
              time: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "me.me": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              name: string
              email: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount: unknown
          description: string
          coverFee?: boolean
          emitFiscalInvoice?: boolean
          expirationSeconds?: number
          externalReference?: string
          subaccountId?: string
          splitUser?: string
          splitTax?: unknown
          payer?: {
            name: string
            document: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.getByReference": {
    parameters: {
      query?: never
      header?: never
      path: {
        externalReference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.status": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              expiresAt: string
              completedAt: string | null
              endToEndId?: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_IN"
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId: string
                endToEndId?: string
                payer?: {
                  name: string
                  document: string
                }
                copyPaste?: string
                qrcodeUrl?: string
                qrCodeBase64?: string
                expiresAt?: string
                completedAt?: string
                createdAt: string
                subaccountId?: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "account.balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {string} */
              currency: "BRL"
              availableAmount: number
              pendingAmount: number
              padrao: {
                available: number
                pending: number
                withdrawable: number
                locked24h: number
                nextUnlockAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "account.transactions": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: (
                | {
                    id: string
                    /** @enum {string} */
                    type: "PIX_IN"
                    /** @enum {string} */
                    status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    referenceId: string
                    endToEndId?: string
                    payer?: {
                      name: string
                      document: string
                    }
                    copyPaste?: string
                    qrcodeUrl?: string
                    qrCodeBase64?: string
                    expiresAt?: string
                    completedAt?: string
                    createdAt: string
                    subaccountId?: string
                    refund?: {
                      /** @enum {string} */
                      status: "REQUESTED" | "COMPLETED" | "FAILED"
                      refundId: string
                      requestedAt: string
                      completedAt?: string
                      debitNet: number
                      depositNet: number
                      transferFee: number
                      /** @enum {string} */
                      nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                      description?: string
                      failedAt?: string
                      failureReason?: string
                    }
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type:
                      | "SPLIT_IN"
                      | "SUBACCOUNT_PROFIT"
                      | "INTERNAL_TRANSFER_OUT"
                      | "INTERNAL_TRANSFER_IN"
                      | "PIX_OUT"
                      | "PIX_OUT_REVERSAL"
                      | "REFUND"
                      | "REFUND_REVERSAL"
                    /** @enum {string} */
                    status: "COMPLETED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    referenceId: string
                    createdAt: string
                    completedAt: string
                  }
              )[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.pay": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          payer?: {
            name: string
            document: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.fail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.advance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          seconds: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              offsetSeconds: number
              now: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.clock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              offsetSeconds: number
              now: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          url: string
          description: string
          events: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
              secret: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.update": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          url?: string
          description?: string
          events?: string[]
          /** @enum {string} */
          status?: "ACTIVE" | "DISABLED"
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.delete": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.test": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
              event: {
                /** @enum {string} */
                type: "webhook.test"
                id: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.rotateSecret": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          graceSeconds?: number
        } | null
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
              secret: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        type?: string
        dateFrom?: string
        dateTo?: string
        order?: "asc" | "desc"
        scope?: "account" | "key"
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                event: string
                createdAt: string
                data: unknown
                deliveries: {
                  endpointId: string
                  deliveryId: string
                  /** @enum {string} */
                  status: "PENDING" | "SUCCEEDED" | "FAILED"
                  attempts: number
                  lastStatusCode: number | null
                }[]
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.redeliverEvent": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          endpointId?: string
        } | null
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                endpointId: string
                deliveryId: string
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED"
                attempts: number
                lastStatusCode: number | null
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.deliveries": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
      }
      header?: never
      path: {
        endpointId: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                eventId: string
                endpointId: string
                event: string
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED"
                attempts: number
                nextAttemptAt: string | null
                lastStatusCode: number | null
                lastError: string | null
                createdAt: string
                updatedAt: string
                attemptsLog: {
                  attempt: number
                  at: string
                  statusCode: number | null
                  durationMs: number
                  error: string | null
                }[]
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.redeliver": {
    parameters: {
      query?: never
      header?: never
      path: {
        deliveryId: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                eventId: string
                endpointId: string
                event: string
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED"
                attempts: number
                nextAttemptAt: string | null
                lastStatusCode: number | null
                lastError: string | null
                createdAt: string
                updatedAt: string
                attemptsLog: {
                  attempt: number
                  at: string
                  statusCode: number | null
                  durationMs: number
                  error: string | null
                }[]
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferInternal.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount: unknown
          recipientEmail: string
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              /** @enum {string} */
              transferKind: "internal"
              recipientEmail?: string
              recipientName?: string
              counterpartyName?: string
              pairId: string
              completedAt: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferInternal.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              /** @enum {string} */
              transferKind: "internal"
              recipientEmail?: string
              recipientName?: string
              counterpartyName?: string
              pairId: string
              completedAt: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferInternal.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
                /** @enum {string} */
                status: "COMPLETED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                /** @enum {string} */
                transferKind: "internal"
                recipientEmail?: string
                recipientName?: string
                counterpartyName?: string
                pairId: string
                completedAt: string
                createdAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount?: unknown
          description: string
          pixKey?: string
          /** @enum {string} */
          pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
          pixCopyPaste?: string
          coverFee?: boolean
          externalReference?: string
          subaccountId?: string
          pixKeyOwnerDocument?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.status": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              completedAt: string | null
              endToEndId?: string
              securityReview?: {
                pending: boolean
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_OUT"
                /** @enum {string} */
                status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId?: string
                endToEndId?: string
                recipient?: {
                  name: string
                  document?: string
                  pixKey?: string
                }
                pixKey?: string
                /** @enum {string} */
                pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
                securityReview?: {
                  pending: boolean
                }
                failureReason?: string
                completedAt?: string
                subaccountId?: string
                createdAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount?: unknown
          description: string
          pixKey?: string
          /** @enum {string} */
          pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
          pixCopyPaste?: string
          coverFee?: boolean
          externalReference?: string
          subaccountId?: string
          pixKeyOwnerDocument?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.status": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              completedAt: string | null
              endToEndId?: string
              securityReview?: {
                pending: boolean
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_OUT"
                /** @enum {string} */
                status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId?: string
                endToEndId?: string
                recipient?: {
                  name: string
                  document?: string
                  pixKey?: string
                }
                pixKey?: string
                /** @enum {string} */
                pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
                securityReview?: {
                  pending: boolean
                }
                failureReason?: string
                completedAt?: string
                subaccountId?: string
                createdAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.approve": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.refuse": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.settle": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          recipient?: {
            name: string
            document?: string
            pixKey?: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.fail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "refunds.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          transactionId?: string
          e2eId?: string
          refundId?: string
          nature?: string
          description?: string
          subaccountId?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "refunds.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "refunds.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: string
        nature?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_IN"
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId: string
                endToEndId?: string
                payer?: {
                  name: string
                  document: string
                }
                copyPaste?: string
                qrcodeUrl?: string
                qrCodeBase64?: string
                expiresAt?: string
                completedAt?: string
                createdAt: string
                subaccountId?: string
                refund?: {
                  /** @enum {string} */
                  status: "REQUESTED" | "COMPLETED" | "FAILED"
                  refundId: string
                  requestedAt: string
                  completedAt?: string
                  debitNet: number
                  depositNet: number
                  transferFee: number
                  /** @enum {string} */
                  nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                  description?: string
                  failedAt?: string
                  failureReason?: string
                }
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxRefunds.complete": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxRefunds.fail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            /** @enum {string} */
            mode: "portal_ready"
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.status": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                subaccountId: string
                subaccountName: string
                portal: {
                  /** @enum {string} */
                  state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                  email: string | null
                  emailVerified: boolean
                  twoFactorEnabled: boolean
                  lastLoginAt: string | null
                }
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.updateEmail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          email: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.reset2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.walletLogin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          email: string
          password: string
          totpCode?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              token: string
              /** @enum {string} */
              tokenType: "Bearer"
              /** @enum {string} */
              principalType: "subaccount_portal"
              expiresAt: string
              subaccountId: string
              subaccountName: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.forgotPassword": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          email: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {boolean} */
              accepted: true
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.resetPassword": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          token: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {boolean} */
              reset: true
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.userLogin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              token: string
              /** @enum {string} */
              tokenType: "Bearer"
              /** @enum {string} */
              principalType: "merchant_user"
              expiresAt: string
              accountId: string
              userId: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.dashboard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              externalReference: string
              balance: {
                availablePadrao: number
                spendablePadrao: number
                lockedPadrao: number
                pendingPadrao: number
              }
              movements: (
                | {
                    id: string
                    /** @enum {string} */
                    type: "PIX_IN"
                    /** @enum {string} */
                    status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    referenceId: string
                    endToEndId?: string
                    payer?: {
                      name: string
                      document: string
                    }
                    copyPaste?: string
                    qrcodeUrl?: string
                    qrCodeBase64?: string
                    expiresAt?: string
                    completedAt?: string
                    createdAt: string
                    subaccountId?: string
                    refund?: {
                      /** @enum {string} */
                      status: "REQUESTED" | "COMPLETED" | "FAILED"
                      refundId: string
                      requestedAt: string
                      completedAt?: string
                      debitNet: number
                      depositNet: number
                      transferFee: number
                      /** @enum {string} */
                      nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                      description?: string
                      failedAt?: string
                      failureReason?: string
                    }
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type:
                      | "SPLIT_IN"
                      | "SUBACCOUNT_PROFIT"
                      | "INTERNAL_TRANSFER_OUT"
                      | "INTERNAL_TRANSFER_IN"
                      | "PIX_OUT"
                      | "PIX_OUT_REVERSAL"
                      | "REFUND"
                      | "REFUND_REVERSAL"
                    /** @enum {string} */
                    status: "COMPLETED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    referenceId: string
                    createdAt: string
                    completedAt: string
                  }
              )[]
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.setup2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              secret: string
              otpauthUri: string
              qrCodeBase64: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.enable2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {string} */
              state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
              email: string | null
              emailVerified: boolean
              twoFactorEnabled: boolean
              lastLoginAt: string | null
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.logout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {boolean} */
              signedOut: true
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.status": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                subaccountId: string
                subaccountName: string
                portal: {
                  /** @enum {string} */
                  state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                  email: string | null
                  emailVerified: boolean
                  twoFactorEnabled: boolean
                  lastLoginAt: string | null
                }
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            /** @enum {string} */
            mode: "portal_ready"
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.updateEmail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          email: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.reset2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.invite": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: unknown
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Gone */
      410: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Gone"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxMails.list": {
    parameters: {
      query?: {
        to?: string
        limit?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                to: string
                subject: string
                text: string
                createdAt: string
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          personType?: string
          fullName?: string
          cpf?: string
          birthDate?: string
          postalCode?: string
          externalReference?: string
          cnpj?: string
          companyName?: string
          site?: string
          portalEmail?: string
          portalPassword?: string
        }
        "multipart/form-data": {
          personType?: string
          fullName?: string
          cpf?: string
          birthDate?: string
          postalCode?: string
          externalReference?: string
          cnpj?: string
          companyName?: string
          site?: string
          portalEmail?: string
          portalPassword?: string
          document?: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.getByRef": {
    parameters: {
      query?: never
      header?: never
      path: {
        externalReference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        status?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                externalReference: string
                name: string
                /** @enum {string} */
                personType: "PF" | "PJ"
                fullName: string
                cpf: string
                birthDate: string
                postalCode: string
                cnpj?: string
                companyName?: string
                site?: string
                document?: {
                  fileName: string
                  contentType: string
                  sizeBytes: number
                  sha256: string
                }
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED"
                lockMode: ("full" | "withdraw_only" | "deposit_only") | null
                limits: {
                  daily: number | null
                  monthly: number | null
                  perTransaction: number | null
                }
                pricing: {
                  pixIn: {
                    percent: number
                    fixed: number
                  }
                  pixOut: {
                    percent: number
                    fixed: number
                  }
                }
                availablePadrao: number
                spendablePadrao: number
                lockedPadrao: number
                pendingPadrao: number
                portal: {
                  state: string
                  email: string | null
                  emailVerified: boolean
                  twoFactorEnabled: boolean
                  lastLoginAt: string | null
                }
                createdAt: string
                updatedAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.balance": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              /** @enum {string} */
              currency: "BRL"
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.addBalance": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          subaccountExternalReference?: string
          amount: unknown
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "ADD_BALANCE" | "REMOVE_BALANCE" | "TRANSFER"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              /** @enum {string} */
              currency: "BRL"
              fromSubaccountId: string | null
              toSubaccountId: string | null
              description?: string
              externalReference?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.removeBalance": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          subaccountExternalReference?: string
          amount: unknown
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "ADD_BALANCE" | "REMOVE_BALANCE" | "TRANSFER"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              /** @enum {string} */
              currency: "BRL"
              fromSubaccountId: string | null
              toSubaccountId: string | null
              description?: string
              externalReference?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.transfer": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          fromSubaccountId?: string
          toSubaccountId?: string
          amount: unknown
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "ADD_BALANCE" | "REMOVE_BALANCE" | "TRANSFER"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              /** @enum {string} */
              currency: "BRL"
              fromSubaccountId: string | null
              toSubaccountId: string | null
              description?: string
              externalReference?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.update": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          name?: string
          status?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.lock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          lockMode?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.unlock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.setLimits": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          daily?: unknown
          monthly?: unknown
          perTransaction?: unknown
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.setPricing": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
          pixIn?: {
            percent?: unknown
            fixed?: unknown
          }
          pixOut?: {
            percent?: unknown
            fixed?: unknown
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.pricing": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              pixIn: {
                lines: {
                  label: string
                  percentFee: number
                  fixedFee: number
                }[]
                totalPercentFee: number
                totalFixedFee: number
              }
              pixOut: {
                lines: {
                  label: string
                  percentFee: number
                  fixedFee: number
                }[]
                totalPercentFee: number
                totalFixedFee: number
              }
              refund: {
                lines: {
                  label: string
                  percentFee: number
                  fixedFee: number
                }[]
                totalPercentFee: number
                totalFixedFee: number
              }
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.delete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
            }
            requestId: string
          }
        }
      }
      /** @description BadRequest */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description UriTooLong */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description TooManyRequests */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description ServiceUnavailable */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
}
