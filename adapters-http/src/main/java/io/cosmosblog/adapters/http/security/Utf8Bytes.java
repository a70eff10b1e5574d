package io.cosmosblog.adapters.http.security;

/** How many bytes texts take in UTF-8, as a budget of stored bytes counts them, without encoding them. */
public final class Utf8Bytes {

    private Utf8Bytes() {
    }

    public static long of(String... texts) {
        long bytes = 0;
        for (String text : texts) {
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                // A surrogate pair is four bytes, two for each half.
                bytes += c < 0x80 ? 1 : c < 0x800 || Character.isSurrogate(c) ? 2 : 3;
            }
        }
        return bytes;
    }
}
