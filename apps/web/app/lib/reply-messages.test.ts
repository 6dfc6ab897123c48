import { Messages } from '@serendib/domain/messages'
import { describe, expect, it } from 'vitest'
import {
  captchaRequired,
  loginFailure,
  newPasswordFailure,
  profileUpdateFailure,
  registrationFailure,
  serverMessage,
} from './reply-messages'

describe('account reply messages', () => {
  it('uses the server message only for 4xx answers with a message', () => {
    expect(serverMessage(422, { status: 'error', message: 'Bad phone' })).toBe('Bad phone')
    expect(serverMessage(500, { status: 'error', message: 'Internal Server Error' })).toBeNull()
    expect(serverMessage(0, null)).toBeNull()
    expect(serverMessage(400, { message: '  ' })).toBeNull()
    expect(serverMessage(400, 'text')).toBeNull()
  })

  it('shows the first registration error, else the spec text', () => {
    expect(registrationFailure(422, { message: 'x', error: ['E-mail taken', 'Other'] })).toBe('E-mail taken')
    expect(registrationFailure(422, { error: [] })).toBe(Messages.registrationFailed)
    expect(registrationFailure(500, null)).toBe(Messages.registrationFailed)
    expect(registrationFailure(429, { message: 'Too many attempts' })).toBe('Too many attempts')
  })

  it('words a failed password reset request', () => {
    expect(newPasswordFailure(404, { message: 'We could not find your account' })).toBe(
      'We could not find your account',
    )
    expect(newPasswordFailure(429, { message: 'Slow down' })).toBe('Slow down')
    expect(newPasswordFailure(0, null)).toBe(Messages.passwordResetUnknownAccount)
  })

  it('never tells which part of a login was wrong', () => {
    expect(loginFailure(401, { error: 'invalid_grant', message: 'No such user' })).toBe(Messages.loginFailed)
    expect(loginFailure(429, { message: 'Too many attempts' })).toBe('Too many attempts')
    expect(loginFailure(0, null)).toBe(Messages.loginFailed)
    const ask = { error: 'invalid_grant', message: 'Solve the check', captcha_required: true }
    expect(loginFailure(401, ask)).toBe('Solve the check')
    expect(captchaRequired(ask)).toBe(true)
    expect(captchaRequired({ message: 'x' })).toBe(false)
  })

  it('explains a refused profile update', () => {
    expect(profileUpdateFailure(409, { message: 'E-mail taken' })).toBe('E-mail taken')
    expect(profileUpdateFailure(503, { message: 'down' })).toBe(Messages.profileUpdateFailed)
  })
})
