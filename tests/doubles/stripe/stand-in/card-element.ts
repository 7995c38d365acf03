/**
 * Browser source (ES2017, no imports) of the stand-in's card Element: three plain, labelled inputs
 * instead of Stripe's iframe. Defines `createCardElement(options, onDestroy)` and `readCard(element)`.
 */
export const cardElementSource = String.raw`
var DEFAULT_CLASSES = {
  base: "StripeElement",
  complete: "StripeElement--complete",
  empty: "StripeElement--empty",
  focus: "StripeElement--focus",
  invalid: "StripeElement--invalid"
};
var cardInspectors = new WeakMap();

function onlyDigits(value) {
  return value.replace(/\D/g, "");
}

function cardBrand(number) {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "unknown";
}

function passesLuhn(number) {
  var sum = 0;
  for (var i = 0; i < number.length; i++) {
    var digit = Number(number.charAt(number.length - 1 - i));
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function validationError(code, message) {
  return { type: "validation_error", code: code, message: message };
}

function inspectCard(inputs) {
  var number = onlyDigits(inputs.number.value);
  var expiry = onlyDigits(inputs.expiry.value);
  var cvc = onlyDigits(inputs.cvc.value);
  var brand = cardBrand(number);
  var month = Number(expiry.slice(0, 2));
  var year = 2000 + Number(expiry.slice(2));
  var today = new Date();
  var problems = [];
  if (number.length < (brand === "amex" ? 15 : 16)) {
    problems.push(validationError("incomplete_number", "Your card number is incomplete."));
  } else if (!passesLuhn(number)) {
    problems.push(validationError("invalid_number", "Your card number is invalid."));
  }
  if (expiry.length < 4) {
    problems.push(validationError("incomplete_expiry", "Your card's expiration date is incomplete."));
  } else if (month < 1 || month > 12) {
    problems.push(validationError("invalid_expiry_month", "Your card's expiration date is invalid."));
  } else if (year < today.getFullYear()) {
    problems.push(validationError("invalid_expiry_year_past", "Your card's expiration year is in the past."));
  } else if (year === today.getFullYear() && month < today.getMonth() + 1) {
    problems.push(validationError("invalid_expiry_month_past", "Your card's expiration date is in the past."));
  }
  if (cvc.length < (brand === "amex" ? 4 : 3)) {
    problems.push(validationError("incomplete_cvc", "Your card's security code is incomplete."));
  }
  // Like Stripe.js, unfinished fields are not reported while the customer is still typing.
  var typingError = problems.filter(function (problem) {
    return problem.code.indexOf("incomplete_") !== 0;
  })[0];
  return {
    card: { number: number, exp_month: month, exp_year: year, cvc: cvc },
    brand: brand,
    empty: !number && !expiry && !cvc,
    problems: problems,
    typingError: typingError
  };
}

function groupDigits(digits, sizes) {
  var groups = [];
  var start = 0;
  sizes.forEach(function (size) {
    if (start < digits.length) groups.push(digits.slice(start, start + size));
    start += size;
  });
  return groups.join(" ");
}

function formatInputs(inputs) {
  var amex = cardBrand(onlyDigits(inputs.number.value)) === "amex";
  var number = onlyDigits(inputs.number.value).slice(0, amex ? 15 : 16);
  var expiry = onlyDigits(inputs.expiry.value).slice(0, 4);
  inputs.number.value = groupDigits(number, amex ? [4, 6, 5] : [4, 4, 4, 4]);
  inputs.expiry.value = expiry.length > 2 ? expiry.slice(0, 2) + " / " + expiry.slice(2) : expiry;
  inputs.cvc.value = onlyDigits(inputs.cvc.value).slice(0, amex ? 4 : 3);
}

function cardInput(label, placeholder, autocomplete, grow) {
  var input = document.createElement("input");
  input.type = "text";
  input.inputMode = "numeric";
  input.autocomplete = autocomplete;
  input.placeholder = placeholder;
  input.setAttribute("aria-label", label);
  input.style.cssText = "flex:" + grow + " 1 0;min-width:0;border:0;outline:0;padding:0;background:transparent;color:inherit;font:inherit";
  return input;
}

function createCardElement(createOptions, onDestroy) {
  var options = Object.assign({}, createOptions);
  var listeners = {};
  var mountNode = null;
  var appliedClasses = [];
  var focused = false;
  var ready = false;
  var inputs = {
    number: cardInput("Card number", "1234 1234 1234 1234", "cc-number", 3),
    expiry: cardInput("Expiration date", "MM / YY", "cc-exp", 1),
    cvc: cardInput("CVC", "CVC", "cc-csc", 1)
  };
  var row = document.createElement("div");
  row.style.cssText = "display:flex;gap:0.75em;align-items:center";
  row.appendChild(inputs.number);
  row.appendChild(inputs.expiry);
  row.appendChild(inputs.cvc);

  function emit(type, event) {
    (listeners[type] || []).slice().forEach(function (handler) {
      handler(event);
    });
  }

  function applyClasses(names) {
    appliedClasses.forEach(function (name) {
      mountNode.classList.remove(name);
    });
    appliedClasses = names.join(" ").split(/\s+/).filter(Boolean);
    appliedClasses.forEach(function (name) {
      mountNode.classList.add(name);
    });
  }

  function render() {
    var state = inspectCard(inputs);
    var classes = Object.assign({}, DEFAULT_CLASSES, options.classes);
    inputs.number.disabled = inputs.expiry.disabled = inputs.cvc.disabled = Boolean(options.disabled);
    if (mountNode) {
      applyClasses([
        classes.base,
        state.empty ? classes.empty : "",
        state.problems.length === 0 ? classes.complete : "",
        state.typingError ? classes.invalid : "",
        focused ? classes.focus : ""
      ]);
    }
    return state;
  }

  row.addEventListener("input", function () {
    formatInputs(inputs);
    var state = render();
    emit("change", {
      elementType: "card",
      empty: state.empty,
      complete: state.problems.length === 0,
      error: state.typingError,
      brand: state.brand,
      value: { postalCode: "" }
    });
  });
  row.addEventListener("focusin", function () {
    if (focused) return;
    focused = true;
    render();
    emit("focus", { elementType: "card" });
  });
  row.addEventListener("focusout", function (event) {
    if (row.contains(event.relatedTarget)) return;
    focused = false;
    render();
    emit("blur", { elementType: "card" });
  });

  var element = {
    mount: function (target) {
      var node = typeof target === "string" ? document.querySelector(target) : target;
      if (!node) throw new Error("The selector you specified (" + target + ") applies to no DOM elements that are currently on the page.");
      if (mountNode) throw new Error("This Element is already mounted. Use unmount() to unmount the Element before re-mounting.");
      mountNode = node;
      mountNode.appendChild(row);
      render();
      setTimeout(function () {
        if (mountNode && !ready) {
          ready = true;
          emit("ready", { elementType: "card" });
        }
      });
    },
    unmount: function () {
      if (!mountNode) return;
      applyClasses([]);
      mountNode.removeChild(row);
      mountNode = null;
      ready = false;
    },
    destroy: function () {
      element.unmount();
      listeners = {};
      cardInspectors.delete(element);
      onDestroy();
    },
    on: function (type, handler) {
      (listeners[type] = listeners[type] || []).push(handler);
      // Stripe's iframe is ready long after React attaches onReady; here mounting is instant, so replay it.
      if (type === "ready" && ready) {
        setTimeout(function () {
          handler({ elementType: "card" });
        });
      }
      return element;
    },
    off: function (type, handler) {
      listeners[type] = handler
        ? (listeners[type] || []).filter(function (listener) {
            return listener !== handler;
          })
        : [];
      return element;
    },
    update: function (changes) {
      Object.assign(options, changes);
      render();
    },
    focus: function () {
      inputs.number.focus();
    },
    blur: function () {
      if (row.contains(document.activeElement)) document.activeElement.blur();
    },
    clear: function () {
      inputs.number.value = inputs.expiry.value = inputs.cvc.value = "";
      render();
    }
  };
  cardInspectors.set(element, function () {
    return mountNode ? inspectCard(inputs) : null;
  });
  return element;
}

function readCard(element) {
  var inspect = element && cardInspectors.get(element);
  var state = inspect && inspect();
  if (!state) {
    throw new Error("We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.");
  }
  return state.problems.length ? { error: state.problems[0] } : { card: state.card };
}
`;
