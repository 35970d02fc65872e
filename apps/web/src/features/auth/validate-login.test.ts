import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('requires username and password', () => {
    expect(validateLogin({ type: 'username', username: ' ', password: '' })).toEqual({
      username: 'in_increase_username',
      password: 'in_increase_password',
    });
    expect(validateLogin({ type: 'username', username: 'demo', password: 'secret' })).toEqual({});
  });
  it('checks the mobile number and the code for SMS login', () => {
    expect(validateLogin({ type: 'sms', username: '', password: '' })).toEqual({
      username: 'in_increase_mobileNum',
      password: 'in_increase_verificationCode',
    });
    expect(validateLogin({ type: 'sms', username: 'abc', password: '1234' }).username).toBe(
      'mobile_format_error',
    );
    expect(validateLogin({ type: 'sms', username: '0913 456-789', password: '1234' })).toEqual({});
  });
});
