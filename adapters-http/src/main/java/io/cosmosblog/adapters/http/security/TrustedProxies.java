package io.cosmosblog.adapters.http.security;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The proxies of one's own whose forwarded headers are believed, as address blocks
 * ({@code 10.0.0.5}, {@code 10.0.0.0/8}, {@code fd00::/8}). None by default: a header that any
 * client can send is believed only from a peer listed here.
 */
public record TrustedProxies(List<Block> blocks) {

    public static final TrustedProxies NONE = new TrustedProxies(List.of());

    public TrustedProxies {
        blocks = List.copyOf(blocks);
    }

    /** {@code 10.0.0.5,10.1.0.0/16,fd00::/8}; an {@link IllegalArgumentException} naming what is not a block. */
    public static TrustedProxies parse(String list) {
        List<Block> blocks = new ArrayList<>();
        for (String entry : list.split(",")) {
            if (!entry.isBlank()) {
                blocks.add(Block.parse(entry.strip()));
            }
        }
        if (blocks.isEmpty()) {
            throw new IllegalArgumentException("lists no address");
        }
        return new TrustedProxies(blocks);
    }

    public boolean isEmpty() {
        return blocks.isEmpty();
    }

    boolean contains(InetAddress address) {
        return blocks.stream().anyMatch(block -> block.contains(address));
    }

    @Override
    public String toString() {
        return blocks.isEmpty() ? "none" : String.join(",", blocks.stream().map(Block::toString).toList());
    }

    /** An address and how many of its leading bits a proxy's address shares with it. */
    public record Block(InetAddress address, int prefix) {

        static Block parse(String text) {
            int slash = text.indexOf('/');
            Optional<InetAddress> address = IpLiteral.parse(slash < 0 ? text : text.substring(0, slash));
            if (address.isEmpty()) {
                throw new IllegalArgumentException("'" + text + "' is not an address or a block such as 10.0.0.0/8");
            }
            int bits = address.get().getAddress().length * 8;
            int prefix = bits;
            if (slash >= 0) {
                String length = text.substring(slash + 1);
                if (!length.matches("[0-9]{1,3}") || Integer.parseInt(length) > bits) {
                    throw new IllegalArgumentException("'" + text + "' has a prefix that is not from 0 to " + bits);
                }
                prefix = Integer.parseInt(length);
            }
            return new Block(address.get(), prefix);
        }

        boolean contains(InetAddress candidate) {
            byte[] mine = address.getAddress();
            byte[] theirs = candidate.getAddress();
            if (mine.length != theirs.length) {
                return false;
            }
            int full = prefix / 8;
            for (int i = 0; i < full; i++) {
                if (mine[i] != theirs[i]) {
                    return false;
                }
            }
            int rest = prefix % 8;
            return rest == 0 || ((mine[full] ^ theirs[full]) & (0xFF << (8 - rest))) == 0;
        }

        @Override
        public String toString() {
            return address.getHostAddress() + "/" + prefix;
        }
    }
}
