package io.cosmosblog.adapters.http.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * A post's JSON written straight into bytes when every text in it is plain ASCII with nothing to
 * escape ({@link PlainText}'s test), as almost every post is: the same bytes Jackson writes, without a generator, a buffer
 * recycler and a serializer per field. For Q2, a read that does little else, Jackson's setting up
 * was a fifth of the request's own work. Any other post goes to Jackson.
 */
final class PostJsonBytes {

    private static final byte[][] NAMES = names("{\"id\":\"", "\",\"postId\":\"", "\",\"userId\":\"", "\",\"userUsername\":\"",
            "\",\"title\":\"", "\",\"content\":\"", "\",\"commentCount\":", ",\"likeCount\":", ",\"creationDate\":\"", "\"}");

    private PostJsonBytes() {
    }

    /** The post's JSON, or empty when a text in it needs escaping or is not ASCII. */
    static Optional<byte[]> of(PostJson post) {
        String[] texts = {post.id(), post.postId(), post.userId(), post.userUsername(), post.title(), post.content()};
        byte[][] plain = new byte[texts.length][];
        int length = 0;
        for (int i = 0; i < texts.length; i++) {
            if (texts[i] == null) {
                return Optional.empty();
            }
            plain[i] = texts[i].getBytes(StandardCharsets.US_ASCII);
            if (!PlainText.needsNoEscape(plain[i], texts[i])) {
                return Optional.empty();
            }
            length += plain[i].length;
        }
        byte[] comments = Long.toString(post.commentCount()).getBytes(StandardCharsets.ISO_8859_1);
        byte[] likes = Long.toString(post.likeCount()).getBytes(StandardCharsets.ISO_8859_1);
        byte[] date = post.creationDate() == null ? null : post.creationDate().getBytes(StandardCharsets.US_ASCII);
        if (date == null || !PlainText.needsNoEscape(date, post.creationDate())) {
            return Optional.empty();
        }
        for (byte[] name : NAMES) {
            length += name.length;
        }
        byte[] json = new byte[length + comments.length + likes.length + date.length];
        int at = 0;
        for (int i = 0; i < texts.length; i++) {
            at = put(json, at, NAMES[i]);
            at = put(json, at, plain[i]);
        }
        at = put(json, at, NAMES[6]);
        at = put(json, at, comments);
        at = put(json, at, NAMES[7]);
        at = put(json, at, likes);
        at = put(json, at, NAMES[8]);
        at = put(json, at, date);
        at = put(json, at, NAMES[9]);
        return Optional.of(at == json.length ? json : Arrays.copyOf(json, at));
    }

    private static int put(byte[] into, int at, byte[] bytes) {
        System.arraycopy(bytes, 0, into, at, bytes.length);
        return at + bytes.length;
    }

    private static byte[][] names(String... parts) {
        return Arrays.stream(parts).map(part -> part.getBytes(StandardCharsets.US_ASCII)).toArray(byte[][]::new);
    }
}
