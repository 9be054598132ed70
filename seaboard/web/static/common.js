// Shared helpers of the Seaboard pages: texts, JSON requests, clipboard, small notices.
"use strict";
window.SB = (function () {
  const texts = window.I18N || {};
  function T(key) { return Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : key; }
  function fmt(key, values) {
    return T(key).replace(/\{(\w+)\}/g, (_, name) => (name in values ? values[name] : ""));
  }
  async function post(url, body, token) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers["X-Seat-Token"] = token;
    const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
    let data = null;
    try { data = await response.json(); } catch (e) { data = null; }
    if (!response.ok) {
      const message = data && data.error ? data.error.message : response.statusText;
      const error = new Error(message);
      error.code = data && data.error ? data.error.code : "http";
      throw error;
    }
    return data;
  }
  // An API error in the page's language: the code's text, plus the server's detail where it
  // carries the game's own reason (an illegal move, a move that cannot be undone).
  function errorText(error) {
    const key = "error_" + error.code;
    if (!Object.prototype.hasOwnProperty.call(texts, key)) return error.message;
    if (["illegal_move", "bad_notation", "cannot_undo"].includes(error.code)) {
      return T(key) + ": " + error.message;
    }
    return T(key);
  }
  async function copy(text) {
    try {
      await navigator.clipboard.writeText(text);
    } catch (e) {
      const area = document.createElement("textarea");
      area.value = text;
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    notice(T("copied"));
  }
  let noticeTimer = null;
  function notice(text, kind) {
    const box = document.getElementById("sb-notice");
    if (!box) return;
    box.textContent = text;
    box.className = "notice" + (kind ? " " + kind : "");
    box.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { box.hidden = true; }, 4000);
  }
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children) {
      if (child === null || child === undefined) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  function duration(ms) {
    if (ms === null || ms === undefined) return "";
    const total = Math.max(0, Math.round(ms / 1000));
    const d = Math.floor(total / 86400), h = Math.floor((total % 86400) / 3600);
    const m = Math.floor((total % 3600) / 60), s = total % 60;
    if (d > 0) return d + T("unit_day") + " " + h + T("unit_hour");
    if (h > 0) return h + ":" + String(m).padStart(2, "0") + ":" + String(s).padStart(2, "0");
    return m + ":" + String(s).padStart(2, "0");
  }
  return { T, fmt, post, copy, notice, el, duration, errorText };
})();
