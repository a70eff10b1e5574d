package io.cosmosblog.tools.overload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;

/** A simulated client: the address it writes from and, once signed up, its account. */
record Account(InetAddress address, String id, String token) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Signs up from {@code address}; refused sign-ups (the per-address budget) are an error here. */
    static Account signUp(RawHttp http, InetAddress address, String name) throws IOException {
        RawHttp.Answer answer = http.send(address, "POST", "/api/users", null, "{\"username\":\"" + name + "\"}");
        if (answer.status() != 201) {
            throw new IOException("sign-up of " + name + " answered " + answer.status() + ": " + answer.body());
        }
        JsonNode user = JSON.readTree(answer.body());
        return new Account(address, user.get("id").asText(), user.get("token").asText());
    }

    /** The {@code field} of a JSON answer. */
    static String field(RawHttp.Answer answer, String field) throws IOException {
        return JSON.readTree(answer.body()).get(field).asText();
    }

    /** 127.0.0.{@code n}: a client of its own to the service, on this machine. */
    static InetAddress loopback(int n) {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) n});
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
