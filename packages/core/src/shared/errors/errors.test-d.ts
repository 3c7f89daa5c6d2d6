import {
  ApiError,
  ApprovalLimitError,
  ConnectionError,
  LatchError,
  MethodNotSupportedError,
  ModalClosedError,
  RpcNotAllowedError,
  SiwxError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
  ValidationError,
  type ValidationErrorCode,
  WALLET_ERROR_CODES,
  WalletRequestError,
  type WalletRequestErrorCode,
} from '@latch/core'
import { describe, expectTypeOf, it } from 'vitest'

declare const error: unknown

describe('error classes', () => {
  it('narrow with instanceof, each a LatchError', () => {
    if (error instanceof ApiError) {
      expectTypeOf(error).toEqualTypeOf<ApiError>()
      expectTypeOf(error.status).toEqualTypeOf<number | undefined>()
    }
    if (error instanceof UserRejectedRequestError) {
      expectTypeOf(error).toMatchTypeOf<WalletRequestError>()
      expectTypeOf(error).toMatchTypeOf<LatchError>()
      expectTypeOf(error).toMatchTypeOf<Error>()
    }
    if (error instanceof LatchError) {
      expectTypeOf(error.code).toEqualTypeOf<string | number>()
      expectTypeOf(error.shortMessage).toEqualTypeOf<string>()
      expectTypeOf(error.meta).toEqualTypeOf<Record<string, unknown>>()
    }
    for (const Class of [
      ValidationError,
      ConnectionError,
      SiwxError,
      ModalClosedError,
      RpcNotAllowedError,
      ApprovalLimitError,
      UserCanceledError,
      UnknownWalletError,
      MethodNotSupportedError,
    ]) {
      expectTypeOf<InstanceType<typeof Class>>().toMatchTypeOf<LatchError>()
    }
  })

  it('carry the wallet error codes as literal types', () => {
    expectTypeOf(UserRejectedRequestError.code).toEqualTypeOf<4001>()
    expectTypeOf(UserCanceledError.code).toEqualTypeOf<-31001>()
    expectTypeOf(UnknownWalletError.code).toEqualTypeOf<-31000>()
    expectTypeOf(MethodNotSupportedError.code).toEqualTypeOf<-32601>()
    expectTypeOf(WALLET_ERROR_CODES.userRejected).toEqualTypeOf<4001>()
    // @ts-expect-error the catalogue is read-only
    WALLET_ERROR_CODES.userRejected = 1
  })

  it('need what their message is built from', () => {
    // @ts-expect-error an ApiError needs its code
    new ApiError('failed', {})
    new ApiError('failed', { code: 'RATE_LIMITED', status: 429 })
    // @ts-expect-error RpcNotAllowedError takes the method name
    new RpcNotAllowedError()
    // @ts-expect-error a ValidationError's code is a string
    new ValidationError('bad', { code: 1 })
    // @ts-expect-error a ValidationError's code is one of VALIDATION_ERROR_CODES
    new ValidationError('bad', { code: 'NOT_A_CODE' })
    // @ts-expect-error an ApiError's code is one of its union
    new ApiError('failed', { code: 'NOT_A_CODE' })
    new ApiError('failed', { code: 'HTTP_404', status: 404 })
  })

  it('type each class code by its own union', () => {
    if (error instanceof ValidationError) expectTypeOf(error.code).toEqualTypeOf<ValidationErrorCode>()
    if (error instanceof WalletRequestError) expectTypeOf(error.code).toEqualTypeOf<WalletRequestErrorCode>()
    if (error instanceof UserCanceledError) expectTypeOf(error.code).toEqualTypeOf<-31001>()
    if (error instanceof ModalClosedError) expectTypeOf(error.code).toEqualTypeOf<'MODAL_CLOSED'>()
  })
})
