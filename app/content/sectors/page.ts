import { sectorsIndex } from "~/templates/builders/sectors-index";

export default sectorsIndex();
