/** The English messages: the specification's texts word for word, and the shop's own. One file per part of the shop. */
import common from "./common";
import layout from "./layout";
import home from "./home";
import blog from "./blog";
import legal from "./legal";
import catalogue from "./catalogue";
import tool from "./tool";
import cart from "./cart";
import bikes from "./bikes";
import reviews from "./reviews";
import payment from "./payment";
import auth from "./auth";
import account from "./account";
import orders from "./orders";
import validation from "./validation";
import dashboard from "./dashboard";
import products from "./products";
import adminOrders from "./adminOrders";
import outbox from "./outbox";
import returns from "./returns";
import overview from "./overview";
import api from "./api";
import emails from "./emails";
import courier from "./courier";
import invoices from "./invoices";

const en = {
  common,
  layout,
  home,
  blog,
  legal,
  catalogue,
  tool,
  cart,
  bikes,
  reviews,
  payment,
  auth,
  account,
  orders,
  validation,
  dashboard,
  products,
  adminOrders,
  outbox,
  returns,
  overview,
  api,
  emails,
  courier,
  invoices,
};
export default en;
