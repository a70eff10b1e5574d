package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.http.contract.Answer;
import io.cosmosblog.adapters.http.contract.ApiDescription;
import io.cosmosblog.adapters.http.contract.Sent;
import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonMapping;
import io.cosmosblog.adapters.http.security.ClientAddress;
import io.cosmosblog.adapters.http.security.ClientBudgets;
import io.cosmosblog.adapters.http.security.LoadBounds;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.adapters.http.security.SecurityHeaders;
import io.cosmosblog.adapters.http.security.TrustedProxies;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.comments.DeleteComment;
import io.cosmosblog.application.comments.ListPostComments;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.likes.ListPostLikes;
import io.cosmosblog.application.likes.UnlikePost;
import io.cosmosblog.application.posts.DeletePost;
import io.cosmosblog.application.posts.EditPost;
import io.cosmosblog.application.posts.ListUserPosts;
import io.cosmosblog.application.posts.ViewPost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.application.users.ViewUser;
import io.cosmosblog.domain.user.TokenLifetime;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The real {@link HttpApi} on a free port over the in-memory storage, wired by hand the way the
 * bootstrap module's Dagger modules wire it, with a client that speaks to it over a socket. A
 * test class registers one as a static extension: it starts before the class's tests and stops
 * after them, since starting takes a while and requests do not.
 */
final class TestApi implements BeforeAllCallback, AfterAllCallback {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();
    // Each request on a connection of its own, so that no test sees another's connection state.
    // (It once also kept stops fast, when a stop waited for idle connections: HttpApi.stop() no
    // longer does, see GracefulStopApiTest.) The client may send Connection only where the build
    // allows it (see this module's pom).
    private static final boolean MAY_CLOSE = System.getProperty("jdk.httpclient.allowRestrictedHeaders", "")
            .toLowerCase(Locale.ROOT).contains("connection");

    private final UnaryOperator<StoragePorts> substitute;
    private final ClientBudgets budgets;
    private final TrustedProxies proxies;
    private final DataModel model;
    private final LoadBounds bounds;
    private final Clock clock;
    private HighWaterMark mark = new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, HeapAndDiskMarks.DEFAULT);
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(WAIT)
            .build();
    private InMemoryStorage storage;
    private StoragePorts ports;
    private HttpApi api;
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private String base;

    TestApi() {
        this(UnaryOperator.identity());
    }

    /** With some of the in-memory ports swapped for others, e.g. one that fails on purpose. */
    TestApi(UnaryOperator<StoragePorts> substitute) {
        this(substitute, ClientBudgets.NONE, TrustedProxies.NONE, DataModel.V3, LoadBounds.DEFAULT, Clock.tickMillis(ZoneOffset.UTC));
    }

    private TestApi(UnaryOperator<StoragePorts> substitute, ClientBudgets budgets, TrustedProxies proxies, DataModel model,
            LoadBounds bounds, Clock clock) {
        this.substitute = substitute;
        this.budgets = budgets;
        this.proxies = proxies;
        this.model = model;
        this.bounds = bounds;
        this.clock = clock;
    }

    /** With rate limits, and the proxy's forwarded headers believed or not. */
    static TestApi limited(RateLimit signUps, RateLimit writes, boolean behindAProxyOnThisMachine) {
        return budgeted(ClientBudgets.NONE.withSignUps(signUps).withWrites(writes), behindAProxyOnThisMachine);
    }

    /** With these budgets, and the proxy's forwarded headers believed or not. */
    static TestApi budgeted(ClientBudgets budgets, boolean behindAProxyOnThisMachine) {
        return budgeted(budgets, behindAProxyOnThisMachine, Clock.tickMillis(ZoneOffset.UTC));
    }

    /** With these budgets, on {@code clock} (tokens are issued on it, and accounts stop being new by it). */
    static TestApi budgeted(ClientBudgets budgets, boolean behindAProxyOnThisMachine, Clock clock) {
        return new TestApi(UnaryOperator.identity(), budgets,
                behindAProxyOnThisMachine ? TrustedProxies.parse("127.0.0.1,::1") : TrustedProxies.NONE, DataModel.V3,
                LoadBounds.DEFAULT, clock);
    }

    /** Over the in-memory storage laid out in {@code model} rather than V3. */
    static TestApi onModel(DataModel model) {
        return new TestApi(UnaryOperator.identity(), ClientBudgets.NONE, TrustedProxies.NONE, model, LoadBounds.DEFAULT,
                Clock.tickMillis(ZoneOffset.UTC));
    }

    /** With renames limited on their own, as the service limits them. */
    static TestApi limitingRenames(RateLimit renames) {
        return budgeted(ClientBudgets.NONE.withRenames(renames), false);
    }

    /** With the writes behind one address limited, behind a proxy on this machine (so tests choose the address). */
    static TestApi limitingAddresses(RateLimit writesPerAddress) {
        return budgeted(ClientBudgets.NONE.withWritesPerAddress(writesPerAddress), true);
    }

    /** With other bounds on what clients may hold of the server (small ones, for the tests of the bounds). */
    static TestApi bounded(LoadBounds bounds) {
        return new TestApi(UnaryOperator.identity(), ClientBudgets.NONE, TrustedProxies.NONE, DataModel.V3, bounds,
                Clock.tickMillis(ZoneOffset.UTC));
    }

    /** Over a store that refuses writes past {@code mark}. */
    static TestApi markedAt(HighWaterMark mark) {
        TestApi api = new TestApi();
        api.mark = mark;
        return api;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        StorageMeter meter = new StorageMeter();
        storage = new InMemoryStorage(meter, model, BlogContainers.PHYSICAL_PARTITIONS, mark);
        ports = substitute.apply(storage.ports());
        HttpMetrics metrics = new HttpMetrics(registry, () -> "");
        ClientAddress addresses = new ClientAddress(proxies);
        RequestLimits limits = new RequestLimits(budgets, addresses, clock, metrics::rateLimited);
        api = new HttpApi(routes(ports, model, clock, limits), meter, ports.health(), metrics,
                new ReadYourWrites(), new SecurityHeaders(addresses), bounds);
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        base = "http://localhost:" + api.start("127.0.0.1", 0);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        try {
            api.stop();
        } finally {
            ports.projectionDelivery().stop(WAIT);
            storage.close();
        }
    }

    /**
     * {@code ports} with the one port of type {@code port} swapped for {@code replacement}, found by
     * type so that a port added to the record later needs no change here.
     */
    static <P> StoragePorts replacing(StoragePorts ports, Class<P> port, P replacement) {
        RecordComponent[] components = StoragePorts.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        int replaced = 0;
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                boolean swap = types[i] == port;
                values[i] = swap ? replacement : components[i].getAccessor().invoke(ports);
                replaced += swap ? 1 : 0;
            }
            assertThat(replaced).as("ports of type %s", port.getSimpleName()).isEqualTo(1);
            return StoragePorts.class.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot rebuild the storage ports", e);
        }
    }

    private static ApiRoutes routes(StoragePorts ports, DataModel model, Clock clock, RequestLimits limits) {
        var users = ports.users();
        var posts = ports.posts();
        var comments = ports.comments();
        var likes = ports.likes();
        JsonBody body = new JsonBody(JsonMapping.strict());
        BearerAuthentication bearer = new BearerAuthentication(new AuthenticateUser(users, clock, TokenLifetime.DEFAULT), limits);
        Revocations revocations = Revocations.inOneProcess(users);
        return new ApiRoutes(
                new UserHandlers(new RegisterUser(users, clock, TokenLifetime.DEFAULT), new RenameUser(users, revocations),
                        new ViewUser(users), new RotateAccessToken(users, clock, TokenLifetime.DEFAULT, revocations),
                        new SignOutEverywhere(users, clock, revocations),
                        new DeleteAccount(users, new EraseUserContent(posts, comments, likes), revocations), bearer, limits, body),
                new PostHandlers(new WritePost(posts, clock, revocations), new EditPost(posts, revocations), new ViewPost(posts),
                        new ListUserPosts(ports.userPosts(), users), new DeletePost(posts, revocations), bearer, limits, body),
                new CommentHandlers(new CommentOnPost(comments, clock, revocations), new ListPostComments(comments, posts),
                        new DeleteComment(comments, posts, revocations), bearer, limits, body),
                new LikeHandlers(new LikePost(likes, clock, revocations), new ListPostLikes(likes, posts),
                        new UnlikePost(likes, revocations), bearer),
                new FeedHandlers(new ViewFeed(ports.feed())),
                new AboutHandlers("inmemory", model));
    }

    /** How many requests the limit named {@code limit} refused, as the metrics count them. */
    double refusedBy(String limit) {
        var counter = registry.find("blog.http.rate.limited").tag("limit", limit).counter();
        return counter == null ? 0 : counter.count();
    }

    /** The method names the request metrics carry, as tags, so far. */
    Set<String> methodsInMetrics() {
        return registry.find("http.server.requests").timers().stream().map(timer -> timer.getId().getTag("method"))
                .collect(Collectors.toSet());
    }

    StoragePorts ports() {
        return ports;
    }

    /** The server itself, for a test that stops it before {@link #afterAll} does. */
    HttpApi http() {
        return api;
    }

    int port() {
        return URI.create(base).getPort();
    }

    /** Waits for the views (a user's posts, the feed), which the projections fill a moment after a write. */
    void awaitProjections() {
        assertThat(ports.projectionDelivery().awaitCaughtUp(WAIT)).as("projections caught up").isTrue();
    }

    // ---- requests

    HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(WAIT);
        return MAY_CLOSE ? request.header("Connection", "close") : request;
    }

    Reply get(String path) {
        return send(request(path).GET());
    }

    /** A JSON body (none when {@code json} is null), acting as {@code token}'s user unless it is null. */
    Reply send(String method, String path, String token, String json) {
        return send(withBody(request(path), method, token, json));
    }

    private static HttpRequest.Builder withBody(HttpRequest.Builder request, String method, String token, String json) {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (json == null) {
            return request.method(method, BodyPublishers.noBody());
        }
        return request.header("Content-Type", "application/json").method(method, BodyPublishers.ofString(json));
    }

    /** Sends {@code request}; both it and its answer must be as openapi.yaml describes them. */
    Reply send(HttpRequest.Builder request) {
        HttpRequest sent = request.build();
        Reply reply = exchange(sent);
        ApiDescription.served().assertDescribes(Sent.of(sent), reply.answer());
        return reply;
    }

    /**
     * Sends a request that is bad on purpose (malformed, of the wrong type, too large, to a route
     * that does not exist), which openapi.yaml need not describe; its answer must be as it describes.
     */
    Reply sendingInvalid(HttpRequest.Builder request) {
        HttpRequest sent = request.build();
        Reply reply = exchange(sent);
        ApiDescription.served().assertDescribesAnswerTo(Sent.of(sent), reply.answer());
        return reply;
    }

    /** As {@link #send(String, String, String, String)}, for a request that is bad on purpose ({@link #sendingInvalid(HttpRequest.Builder)}). */
    Reply sendingInvalid(String method, String path, String token, String json) {
        return sendingInvalid(withBody(request(path), method, token, json));
    }

    /**
     * Fetches a file of the web front page (the page, its scripts and styles), which is not part
     * of the API that openapi.yaml describes: nothing about it is checked against the description.
     */
    Reply page(String path) {
        return page(request(path).GET());
    }

    /** As {@link #page(String)}, for a request the test built itself. */
    Reply page(HttpRequest.Builder request) {
        return exchange(request.build());
    }

    private Reply exchange(HttpRequest request) {
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers(), response.body());
        } catch (IOException e) {
            throw new AssertionError("no answer from " + base, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    // ---- the few things most tests need first

    Member register(String username) {
        JsonNode user = send("POST", "/api/users", null, "{\"username\":\"" + username + "\"}").expect(201).json();
        return new Member(user.get("id").asText(), user.get("token").asText());
    }

    /** Writes a post as {@code author} and returns its id. */
    String write(Member author, String title) {
        String json = "{\"title\":\"" + title + "\",\"content\":\"Some text.\"}";
        return send("POST", "/api/posts", author.token(), json).expect(201).json().get("id").asText();
    }

    /** Comments on {@code post} as {@code author} and returns the comment's id. */
    String comment(Member author, String post, String content) {
        String json = "{\"content\":\"" + content + "\"}";
        return send("POST", "/api/posts/" + post + "/comments", author.token(), json).expect(201).json().get("id").asText();
    }

    /** A user a test registered, and the token to act as them. */
    record Member(String id, String token) {
    }

    /** One answer of the API. */
    record Reply(int status, HttpHeaders headers, String body) {

        /** Asserts the status, so that a test reads {@code api.get(…).expect(200).json()}. */
        Reply expect(int expected) {
            assertThat(status).as("status of the answer %s", body).isEqualTo(expected);
            return this;
        }

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("the answer is not JSON: " + body, e);
            }
        }

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        Answer answer() {
            return new Answer(status, headers.map(), body);
        }

        /**
         * Asserts the status and the API's error shape, {@code {"error":{"code","message"[,"field"]}}}
         * with nothing else in it, and returns the inner object.
         */
        JsonNode error(int expectedStatus, String expectedCode) {
            expect(expectedStatus);
            assertThat(header("Content-Type")).as("content type of %s", body).startsWith("application/json");
            JsonNode root = json();
            assertThat(root.properties()).as("top level of %s", body).hasSize(1);
            JsonNode error = root.path("error");
            assertThat(error.path("code").asText()).as("error code in %s", body).isEqualTo(expectedCode);
            assertThat(error.path("message").isTextual()).as("error message in %s", body).isTrue();
            assertThat(error.path("message").asText()).as("error message in %s", body).isNotBlank();
            error.fieldNames().forEachRemaining(name -> assertThat(name).isIn("code", "message", "field"));
            return error;
        }
    }
}
