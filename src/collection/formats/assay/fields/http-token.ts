/** RFC 9110 §5.6.2: a token, as a method or a header name is written. */
export const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
