/**
 * Browser source (ES2017, no imports) of the stand-in's `Stripe(publishableKey)` object. It calls the
 * double at `API_URL` and, like Stripe.js, resolves card and API failures as `{ error }`.
 */
export const stripeObjectSource = String.raw`
function encodeForm(data, prefix, pairs) {
  Object.keys(data).forEach(function (key) {
    var value = data[key];
    var name = prefix ? prefix + "[" + key + "]" : key;
    if (value === undefined || value === null) return;
    if (typeof value === "object") encodeForm(value, name, pairs);
    else pairs.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(value)));
  });
  return pairs;
}

async function callApi(key, method, path, data) {
  var form = encodeForm(data, "", []).join("&");
  var headers = { Authorization: "Bearer " + key };
  var response;
  var body;
  try {
    if (method === "GET") {
      response = await fetch(API_URL + path + "?" + form, { headers: headers });
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      response = await fetch(API_URL + path, { method: method, headers: headers, body: form });
    }
    body = await response.json();
  } catch (cause) {
    return { error: { type: "api_connection_error", message: "An error occurred with our connection to Stripe: " + cause } };
  }
  return response.ok ? { body: body } : { error: body.error };
}

function settle(result, name) {
  var settled = {};
  if (result.error) settled.error = result.error;
  else settled[name] = result.body;
  return settled;
}

function intentId(clientSecret, methodName) {
  var match = /^(pi_[^_]+)_secret_[^_]+$/.exec(typeof clientSecret === "string" ? clientSecret : "");
  if (!match) {
    throw new Error("Invalid value for " + methodName + " intent secret: value should be a PaymentIntent client secret (pi_..._secret_...). You specified: " + clientSecret + ".");
  }
  return match[1];
}

function createElements() {
  var created = {};
  return {
    create: function (type, options) {
      if (type !== "card") throw new Error("The Stripe.js stand-in only implements the card Element, not '" + type + "'.");
      if (created.card) throw new Error("Can only create one Element of type card.");
      created.card = createCardElement(options, function () {
        delete created.card;
      });
      return created.card;
    },
    // react-stripe-js passes its <CardElement> component, which carries the type.
    getElement: function (type) {
      var name = typeof type === "string" ? type : type && type.__elementType;
      return created[name] || null;
    },
    // Fonts, locale and appearance only style Stripe's own iframes.
    update: function () {}
  };
}

function createStripe(key) {
  return {
    elements: createElements,
    createPaymentMethod: async function (data) {
      var read = readCard(data.card);
      if (read.error) return { error: read.error };
      var params = { type: "card", card: read.card, billing_details: data.billing_details };
      return settle(await callApi(key, "POST", "/v1/payment_methods", params), "paymentMethod");
    },
    confirmCardPayment: async function (clientSecret, data) {
      var id = intentId(clientSecret, "confirmCardPayment");
      var params = { client_secret: clientSecret };
      var method = data && data.payment_method;
      if (typeof method === "string") {
        params.payment_method = method;
      } else if (method) {
        var read = readCard(method.card);
        if (read.error) return { error: read.error };
        params.payment_method_data = { type: "card", card: read.card, billing_details: method.billing_details };
      }
      return settle(await callApi(key, "POST", "/v1/payment_intents/" + id + "/confirm", params), "paymentIntent");
    },
    retrievePaymentIntent: async function (clientSecret) {
      var id = intentId(clientSecret, "retrievePaymentIntent");
      return settle(await callApi(key, "GET", "/v1/payment_intents/" + id, { client_secret: clientSecret }), "paymentIntent");
    },
    // react-stripe-js rejects a Stripe object without createToken; the shop never calls it.
    createToken: async function () {
      return { error: { type: "invalid_request_error", message: "The Stripe.js stand-in does not implement createToken; use createPaymentMethod." } };
    },
    // @stripe/stripe-js and react-stripe-js report their versions through these.
    registerAppInfo: function () {},
    _registerWrapper: function () {}
  };
}

function Stripe(key) {
  if (typeof key !== "string") throw new Error("Invalid value for Stripe(): apiKey should be a string. You specified: " + typeof key + ".");
  if (key.indexOf("sk_") === 0) throw new Error("You should not use your secret key with Stripe.js. Please pass a publishable key instead.");
  return createStripe(key);
}
`;
