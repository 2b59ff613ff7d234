/**
 * The page's progressive enhancement, sent inline (CSP by hash): the network guessed as the number is typed (unless
 * the customer chose one), Pay without a reload, and the try followed by polling `GET /pay/<id>/status` every 2 s,
 * each change said in the live region and focus moved to the new state's heading; while a try is in flight, how long
 * it has waited, and past 45 s the offer to give it up and try again. Written for old phone browsers (no modules, no
 * arrow functions). Without it the forms post and the page refreshes itself while a try is in flight.
 */
export const FOLLOW_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("checkout-data").textContent);
  var t = data.text;
  var form = document.getElementById("pay-form");
  var number = document.getElementById("customer_number");
  var service = document.getElementById("service");
  var button = document.getElementById("pay-button");
  var live = document.getElementById("status");
  var chosen = false;
  var state = data.state;
  var waitingSince = Date.now() - data.waited * 1000;
  // The number typed is kept in this tab only (never in the page the server sends), so a reload or a new try keeps it.
  var remembered = "number:" + data.triesUrl;
  function el(id) { return document.getElementById(id); }
  function national(value) {
    var d = value.replace(/[^0-9]/g, "");
    if (d.indexOf("00243") === 0) return d.slice(5);
    if (d.indexOf("243") === 0 && d.length > 9) return d.slice(3);
    return d.charAt(0) === "0" ? d.slice(1) : d;
  }
  function guess() {
    if (chosen) return;
    var prefix = national(number.value).slice(0, 2), found = "";
    for (var s in data.prefixes) if (data.prefixes[s].indexOf(prefix) >= 0) found = s;
    service.value = found;
  }
  function words(reason) {
    return Object.prototype.hasOwnProperty.call(t.failures, reason) ? t.failures[reason] : t.failures.provider_error;
  }
  function refreshReceipt() {
    fetch(location.pathname + location.search, { headers: { accept: "text/html" }, cache: "no-store" })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("receipt");
        if (fresh) el("receipt").replaceWith(fresh);
      }, function () {});
  }
  function show(next, said) {
    ["pay", "waiting", "paid", "expired", "cancelled"].forEach(function (name) { el("s-" + name).hidden = name !== next; });
    el("headline").textContent = t.headlines[next === "waiting" ? "pay" : next];
    if (next === "paid" && state !== "paid") refreshReceipt();
    live.textContent = said;
    if (next !== state) {
      var heading = el("s-" + next).querySelector("h2");
      if (heading) heading.focus();
    }
    state = next;
  }
  function render(s) {
    var current = s.current_try;
    if (s.checkout_status !== "open") return show(s.checkout_status, t[s.checkout_status]);
    if (current && (current.transaction_status === "Pending" || current.transaction_status === "Processing")) {
      return show("waiting", t.waiting);
    }
    if (current && current.transaction_status === "Failed") {
      el("failed").hidden = false;
      el("failed-reason").textContent = words(current.failure_reason);
      button.disabled = false;
      button.textContent = t.pay;
      return show("pay", t.failed + " " + words(current.failure_reason));
    }
    show("pay", "");
  }
  function tick() {
    if (state !== "waiting") return;
    var seconds = Math.floor((Date.now() - waitingSince) / 1000);
    el("waited").textContent = t.waitedFor.replace("{s}", String(seconds));
    el("give-up-form").hidden = seconds < data.giveUpAfter;
  }
  function poll() {
    if (state !== "waiting") return;
    setTimeout(function () {
      fetch(data.statusUrl, { headers: { accept: "application/json" }, cache: "no-store" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (s) { if (s) render(s); poll(); }, poll);
    }, 2000);
  }
  function fieldError(message) {
    el("number-error").textContent = message;
    el("number-error").hidden = !message;
    number.setAttribute("aria-invalid", message ? "true" : "false");
  }
  try {
    if (!number.value && sessionStorage.getItem(remembered)) { number.value = sessionStorage.getItem(remembered); guess(); }
  } catch (ignored) {}
  number.addEventListener("input", guess);
  service.addEventListener("change", function () { chosen = service.value !== ""; });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    fieldError("");
    button.disabled = true;
    button.textContent = t.paying;
    var body = { customer_number: number.value };
    try { sessionStorage.setItem(remembered, number.value); } catch (ignored) {}
    if (service.value) body.service = service.value;
    fetch(data.triesUrl, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (b) { return { status: r.status, body: b }; }); })
      .then(function (answer) {
        button.disabled = false;
        button.textContent = t.pay;
        if (answer.status === 201) {
          el("failed").hidden = true;
          el("given-up").hidden = true;
          waitingSince = Date.now();
          tick();
          el("waiting-number").textContent = national(number.value).slice(-4);
          render({ checkout_status: "open", current_try: answer.body.current_try });
          return poll();
        }
        var error = answer.body.error || {};
        var details = error.details || {};
        if (answer.status === 409 && details.checkout_status) return render({ checkout_status: details.checkout_status });
        if (answer.status === 409) { render({ checkout_status: "open", current_try: { transaction_status: "Processing" } }); return poll(); }
        if (answer.status === 429) return fieldError(t.tooMany);
        if (answer.status >= 500) return fieldError(t.unavailable);
        var on = "";
        for (var s in data.prefixes) if (data.prefixes[s].indexOf(national(number.value).slice(0, 2)) >= 0) on = s;
        var name = on && Object.prototype.hasOwnProperty.call(t.networks, on) ? t.networks[on] : on;
        fieldError(on && national(number.value).length === 9 ? t.onOtherNetwork.split("{network}").join(name) : t.invalidNumber);
        number.focus();
      }, function () {
        button.disabled = false;
        button.textContent = t.pay;
        fieldError(t.unavailable);
      });
  });
  el("give-up-form").addEventListener("submit", function (event) {
    event.preventDefault();
    fetch(data.giveUpUrl, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: "{}" })
      .then(function (r) { return r.json().then(function (b) { return { status: r.status, body: b }; }); })
      .then(function (answer) {
        var details = (answer.body.error || {}).details || {};
        if (answer.status === 200) {
          el("given-up").hidden = false;
          show("pay", t.givenUp);
          return number.focus();
        }
        if (details.checkout_status) render({ checkout_status: details.checkout_status });
      }, function () {});
  });
  setInterval(tick, 1000);
  poll();
})();`;
