/**
 * The portal's body. It holds no words of its own: every text comes from `Messages` through `data-i18n` (the element's
 * text) or `data-i18n-<attribute>`, so a language switch reaches all of it; the only fixed words are the brand and
 * each language's own name. Element ids are stable: the browser test uses them.
 */
export const markup = `
<header class="topbar">
  <div class="wrap topbar-inner">
    <p class="brand"><span class="logo" aria-hidden="true">T</span>
      <span><strong>Trilho</strong> <span class="brand-sub" data-i18n="brand"></span></span></p>
    <div class="lang" role="group" data-i18n-aria-label="languageGroup">
      <button type="button" id="lang-pt-BR" data-lang="pt-BR" lang="pt-BR" aria-pressed="true">Português</button>
      <button type="button" id="lang-en" data-lang="en" lang="en" aria-pressed="false">English</button>
    </div>
  </div>
</header>
<main class="wrap">
<p id="error" class="msg error" role="alert"></p>
<p id="notice" class="msg notice" role="status"></p>

<section id="signin-view" class="card narrow" aria-labelledby="signin-title" hidden>
  <h1 id="signin-title" data-i18n="signinTitle"></h1>
  <p class="muted" data-i18n="signinLead"></p>
  <form id="signin-form">
    <label for="email" data-i18n="email"></label>
    <input id="email" type="email" autocomplete="username" required>
    <label for="password" data-i18n="password"></label>
    <input id="password" type="password" autocomplete="current-password" required>
    <div id="totp-row" hidden>
      <label for="totp" data-i18n="totp"></label>
      <input id="totp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="totp-hint">
      <small id="totp-hint" class="hint" data-i18n="totpHint"></small>
    </div>
    <div class="form-actions">
      <button id="signin" type="submit" data-i18n="signin"></button>
      <button id="forgot" class="link" type="button" data-i18n="forgot"></button>
    </div>
  </form>
</section>

<section id="reset-view" class="card narrow" aria-labelledby="reset-title" hidden>
  <h1 id="reset-title" data-i18n="resetTitle"></h1>
  <form id="reset-form">
    <label for="new-password" data-i18n="newPassword"></label>
    <input id="new-password" type="password" autocomplete="new-password" required aria-describedby="reset-hint">
    <small id="reset-hint" class="hint" data-i18n="resetHint"></small>
    <div class="form-actions">
      <button id="reset" type="submit" data-i18n="reset"></button>
      <button id="back" class="link" type="button" data-i18n="backToSignin"></button>
    </div>
  </form>
</section>

<section id="dashboard" aria-labelledby="subaccount-name" hidden>
  <div class="dash-head">
    <div>
      <p class="eyebrow" data-i18n="subaccountLabel"></p>
      <h1 id="subaccount-name"></h1>
      <p class="muted" id="reference"></p>
    </div>
    <div class="actions">
      <button id="refresh" class="secondary" type="button" data-i18n="refresh"></button>
      <button id="signout" class="secondary" type="button" data-i18n="signout"></button>
    </div>
  </div>
  <h2 class="visually-hidden" data-i18n="balances"></h2>
  <div class="balance">
    <div class="stat main"><span data-i18n="available"></span><strong id="available"></strong>
      <small data-i18n="availableHint"></small></div>
    <div class="stat"><span data-i18n="spendable"></span><strong id="spendable"></strong>
      <small data-i18n="spendableHint"></small></div>
    <div class="stat"><span data-i18n="locked"></span><strong id="locked"></strong>
      <small data-i18n="lockedHint"></small></div>
    <div class="stat"><span data-i18n="pending"></span><strong id="pending"></strong>
      <small data-i18n="pendingHint"></small></div>
  </div>
  <section class="card" aria-labelledby="movements-title">
    <div class="card-head"><h2 id="movements-title" data-i18n="movements"></h2><p class="muted" id="updated"></p></div>
    <table id="movements-table">
      <caption class="visually-hidden" data-i18n="movementsCaption"></caption>
      <thead><tr><th scope="col" data-i18n="date"></th><th scope="col" data-i18n="type"></th>
        <th scope="col" data-i18n="status"></th><th scope="col" class="num" data-i18n="amount"></th></tr></thead>
      <tbody id="movements"></tbody>
    </table>
    <p id="no-movements" class="empty" data-i18n="noMovements" hidden></p>
  </section>
  <section class="card" aria-labelledby="twofa-title">
    <h2 id="twofa-title" data-i18n="twofaTitle"></h2>
    <p id="twofa-status"></p>
    <button id="enable-2fa" type="button" data-i18n="enable2fa" hidden></button>
    <div id="enrol" class="enrol" hidden>
      <div>
        <img id="totp-qr" alt="" data-i18n-alt="qrAlt" width="180" height="180">
      </div>
      <div>
        <p data-i18n="enrolStep1"></p>
        <p><span data-i18n="enrolSecret"></span> <code id="totp-secret"></code></p>
        <p data-i18n="enrolStep2"></p>
        <label for="enable-code" data-i18n="enableCode"></label>
        <input id="enable-code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
        <button id="enable-confirm" type="button" data-i18n="enableConfirm"></button>
      </div>
    </div>
  </section>
</section>
</main>
`
