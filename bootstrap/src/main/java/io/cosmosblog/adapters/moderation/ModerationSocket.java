package io.cosmosblog.adapters.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
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
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How {@code moderate} reaches a service that holds the local store (one process per data
 * directory): a Unix domain socket in the data directory, {@value #NAME}, readable and writable by
 * its owner only, so whoever may read the store may moderate it and nobody on the network can. One
 * request per connection, one line each way ({@link ModerationRequest#line()}, then {@code ok
 * <what was done>} or {@code refused <why>}).
 */
public final class ModerationSocket implements AutoCloseable {

    public static final String NAME = "moderation.sock";
    private static final Logger LOG = LoggerFactory.getLogger(ModerationSocket.class);
    private static final int LONGEST_LINE = 1_024;
    private static final int AT_ONCE = 4;
    private static final Duration READ_WITHIN = Duration.ofSeconds(10);
    private static final ScheduledExecutorService DEADLINES = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "moderation-deadlines");
        thread.setDaemon(true);
        return thread;
    });

    private final Path path;
    private final ServerSocketChannel server;
    private final Thread acceptor;
    private final Semaphore turns = new Semaphore(AT_ONCE);
    private final Set<SocketChannel> clients = ConcurrentHashMap.newKeySet();

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

    /**
     * Each client on a thread of its own, at most {@value #AT_ONCE} at once (more are refused in
     * their one line), so a client that connects and says nothing holds up no other: it is
     * disconnected once it has sent no whole request for {@link #READ_WITHIN}.
     */
    private void serve(Moderator moderator) {
        while (server.isOpen()) {
            SocketChannel client;
            try {
                client = server.accept();
            } catch (IOException e) {
                if (server.isOpen()) {
                    LOG.warn("the moderation socket could not take a request: {}", e.getMessage());
                    pause(); // an accept that keeps failing (no file descriptors left) must not spin
                }
                continue;
            }
            if (!turns.tryAcquire()) {
                answerAndClose(client, "refused " + AT_ONCE + " moderation requests are being carried out; wait a moment and run the "
                        + "same command again (every action is safe to repeat)");
                continue;
            }
            clients.add(client);
            Thread handler = new Thread(() -> {
                try {
                    answerAndClose(client, answer(moderator, readLine(client)));
                } finally {
                    clients.remove(client);
                    turns.release();
                }
            }, "moderation-request");
            handler.setDaemon(true);
            handler.start();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        }
    }

    private static void answerAndClose(SocketChannel client, String answer) {
        try (client) {
            Writer out = Channels.newWriter(client, StandardCharsets.UTF_8);
            out.write(answer + "\n");
            out.flush();
        } catch (IOException e) {
            LOG.warn("a moderation request's answer was not delivered ({}): {}", e.getMessage(), answer);
        }
    }

    private static String answer(Moderator moderator, String line) {
        if (line.isBlank()) {
            return "refused no request was read: send one line, an action and its ids";
        }
        try {
            return "ok " + moderator.act(ModerationRequest.parse(line));
        } catch (NotFoundException | InvalidValueException | IllegalArgumentException refused) {
            return "refused " + refused.getMessage();
        } catch (RuntimeException failed) {
            LOG.error("moderation request '{}' failed", line, failed);
            return "refused it failed (" + failed.getMessage() + "); see the service's log, and run it again";
        }
    }

    /**
     * One line, at most {@value #LONGEST_LINE} bytes (a request is an action and two ids), within
     * {@link #READ_WITHIN}: past it the client is disconnected, and the request is refused.
     */
    private String readLine(SocketChannel client) {
        var deadline = DEADLINES.schedule(() -> close(client), READ_WITHIN.toMillis(), TimeUnit.MILLISECONDS);
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            InputStream in = Channels.newInputStream(client);
            for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) {
                if (bytes.size() == LONGEST_LINE) {
                    return "";
                }
                bytes.write(b);
            }
            return bytes.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        } finally {
            deadline.cancel(false);
        }
    }

    private static void close(SocketChannel client) {
        try {
            client.close();
        } catch (IOException ignored) {
            // closed either way
        }
    }

    @Override
    public void close() {
        try {
            server.close();
            clients.forEach(ModerationSocket::close);
            acceptor.join(5_000);
            Files.deleteIfExists(path);
        } catch (IOException e) {
            LOG.warn("the moderation socket {} was not removed: {}", path, e.getMessage());
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        }
    }
}
