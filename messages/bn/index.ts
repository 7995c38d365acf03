/** Bangla, written for riders. Each file has the English one's keys (its `satisfies` checks them). */
import type { Translation } from "@/messages/translation";
import type en from "@/messages/en";
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

const bn = {
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
} satisfies Translation<typeof en>;
export default bn;
