package io.cosmosblog.bootstrap.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How {@code moderate} reaches a service that holds the local store (one process per data
 * directory): a Unix domain socket in the data directory, {@value #NAME}, readable and writable by
 * its owner only, so whoever may read the store may moderate it and nobody on the network can. One
 * request per connection, one line each way ({@link ModerationRequest#line()}, then {@code ok
 * <what was done>} or {@code refused <why>}), taken one at a time.
 */
public final class ModerationSocket implements AutoCloseable {

    public static final String NAME = "moderation.sock";
    private static final Logger LOG = LoggerFactory.getLogger(ModerationSocket.class);
    private static final int LONGEST_LINE = 1_024;

    private final Path path;
    private final ServerSocketChannel server;
    private final Thread acceptor;

    private ModerationSocket(Path path, ServerSocketChannel server, Moderator moderator) {
        this.path = path;
        this.server = server;
        this.acceptor = new Thread(() -> serve(moderator), "moderation-socket");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /**
     * Listens in {@code dataDirectory}, which this process holds alone (a socket file there is one
     * a killed process left); empty, said in one log line, where the system cannot (a path longer
     * than a socket's name may be).
     */
    public static Optional<ModerationSocket> open(Path dataDirectory, Moderator moderator) {
        Path path = dataDirectory.resolve(NAME);
        try {
            Files.deleteIfExists(path);
            ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            server.bind(UnixDomainSocketAddress.of(path));
            ownerOnly(path);
            return Optional.of(new ModerationSocket(path, server, moderator));
        } catch (IOException | UnsupportedOperationException e) {
            LOG.warn("moderate cannot reach this service ({}: {}); it acts on the local store only while no service runs on it",
                    path, e.getMessage());
            return Optional.empty();
        }
    }

    private static void ownerOnly(Path path) throws IOException {
        try {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // The data directory itself is owner-only where the file system has no POSIX modes.
        }
    }

    /** Sends {@code request} to the service listening at {@code socket} and answers its line. */
    public static String ask(Path socket, ModerationRequest request) throws IOException {
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            Writer out = Channels.newWriter(channel, StandardCharsets.UTF_8);
            out.write(request.line() + "\n");
            out.flush();
            String answer = new BufferedReader(new InputStreamReader(Channels.newInputStream(channel), StandardCharsets.UTF_8))
                    .readLine();
            if (answer == null) {
                throw new IOException("the service closed the connection without an answer");
            }
            return answer;
        }
    }

    private void serve(Moderator moderator) {
        while (server.isOpen()) {
            try (SocketChannel client = server.accept()) {
                Writer out = Channels.newWriter(client, StandardCharsets.UTF_8);
                out.write(answer(moderator, readLine(client)) + "\n");
                out.flush();
            } catch (IOException e) {
                if (server.isOpen()) {
                    LOG.warn("a moderation request failed: {}", e.getMessage());
                }
            }
        }
    }

    private static String answer(Moderator moderator, String line) {
        try {
            return "ok " + moderator.act(ModerationRequest.parse(line));
        } catch (NotFoundException | InvalidValueException | IllegalArgumentException refused) {
            return "refused " + refused.getMessage();
        } catch (RuntimeException failed) {
            LOG.error("moderation request '{}' failed", line, failed);
            return "refused it failed (" + failed.getMessage() + "); see the service's log, and run it again";
        }
    }

    /** One line, at most {@value #LONGEST_LINE} bytes: a request is an action and two ids. */
    private static String readLine(SocketChannel client) throws IOException {
        var bytes = new java.io.ByteArrayOutputStream();
        var in = Channels.newInputStream(client);
        for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) {
            if (bytes.size() == LONGEST_LINE) {
                throw new IOException("a request longer than " + LONGEST_LINE + " bytes");
            }
            bytes.write(b);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        try {
            server.close();
            acceptor.join(5_000);
            Files.deleteIfExists(path);
        } catch (IOException e) {
            LOG.warn("the moderation socket {} was not removed: {}", path, e.getMessage());
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        }
    }
}
