import { defineRoutes } from '../http/route';
import {
  coachJwtInfoReply,
  coachSetupBody,
  coachSetupReply,
  loginBody,
  loginRegisterParams,
  logoutReply,
  playerJwtInfoReply,
  playerSetupBody,
  playerSetupReply,
  smsLoginBody,
  smsLoginReply,
  tokenReply,
  verifyCodeBody,
  verifyCodeReply,
} from './index';

/** Sign-in calls, no token needed (SPEC.md section 7 "Login and set-up"). */
export const signInRoutes = defineRoutes('sign-in', {
  requestCode: {
    method: 'POST',
    path: '/verify-code',
    body: verifyCodeBody,
    bodyAs: 'form',
    replies: { 200: verifyCodeReply },
    roles: 'public',
    summary: 'Texts a 6-digit sign-in code',
  },
  checkCode: {
    method: 'POST',
    path: '/sms-login',
    body: smsLoginBody,
    bodyAs: 'form',
    replies: { 200: smsLoginReply },
    roles: 'public',
    summary: 'Checks a sign-in code',
  },
  coachJwtInfo: {
    method: 'GET',
    path: '/prepare-jwt-info/:loginRegisterID',
    params: loginRegisterParams,
    replies: { 200: coachJwtInfoReply },
    roles: 'public',
  },
  playerJwtInfo: {
    method: 'GET',
    path: '/prepare-jwt-info-player/:loginRegisterID',
    params: loginRegisterParams,
    replies: { 200: playerJwtInfoReply },
    roles: 'public',
  },
  login: { method: 'POST', path: '/login', body: loginBody, replies: { 200: tokenReply }, roles: 'public' },
  setUpCoach: {
    method: 'POST',
    path: '/set-up/:loginRegisterID',
    params: loginRegisterParams,
    body: coachSetupBody,
    bodyAs: 'form',
    replies: { 200: coachSetupReply },
    roles: 'public',
  },
  setUpPlayer: {
    method: 'POST',
    path: '/player-set-up/:loginRegisterID',
    params: loginRegisterParams,
    body: playerSetupBody,
    bodyAs: 'form',
    replies: { 200: playerSetupReply },
    roles: 'public',
  },
  refreshToken: {
    method: 'GET',
    path: '/refreshtoken',
    replies: { 200: tokenReply },
    roles: 'public',
    summary: 'A new token for the bearer token, while its session lives',
  },
});

/** The session of a signed-in user. */
export const sessionRoutes = defineRoutes('sign-in', {
  logout: {
    method: 'POST',
    path: '/auth/logout',
    replies: { 200: logoutReply },
    roles: ['coach', 'player', 'admin', 'guardian'],
  },
});
