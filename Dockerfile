# The service as a container: the jar built beforehand (mvn -B -q -DskipTests package), on a Java
# runtime image. Nothing here runs a shell, so a distroless base works.
#   docker build -t cosmos-blog .
#   docker run -p 127.0.0.1:8080:8080 -v blog-data:/data cosmos-blog
# Another base: --build-arg BASE_IMAGE=<any image with java 17+ on its PATH>.
ARG BASE_IMAGE=mcr.microsoft.com/openjdk/jdk:17-distroless

# A build stage, run by java alone: SQLite's native library for the image's platform copied out of
# the jar (and loaded once, so that a base it does not fit fails the build, not the service), and
# the volume's directory made. Root here, so that it may write whatever user the base names.
FROM ${BASE_IMAGE} AS prepared
USER 0:0
COPY bootstrap/target/cosmos-blog.jar /prepared/cosmos-blog.jar
WORKDIR /prepared/volume/data
RUN ["java", "-XX:-UsePerfData", "-cp", "/prepared/cosmos-blog.jar", "io.cosmosblog.adapters.inmemory.local.SqliteLibrary", "/prepared/sqlite"]

FROM ${BASE_IMAGE}

COPY bootstrap/target/cosmos-blog.jar /app/cosmos-blog.jar
# The library where the service loads it from (org.sqlite.lib.path below), rather than unpacking it
# into /tmp at every start: that way it starts on a read-only root file system with no writable /tmp.
COPY --from=prepared /prepared/sqlite/ /app/sqlite/
# /data copied as content of a directory, with its owner set by the copy itself: every builder
# gives copied content the --chown owner, whereas a directory that WORKDIR or COPY creates is
# root's on some. A new volume mounted here starts with this owner and mode.
COPY --from=prepared --chown=10001:10001 /prepared/volume/ /

# A numeric user, so that no passwd entry is needed and an orchestrator can check it is not root.
USER 10001:10001
VOLUME /data
# A working directory the service cannot write, so that nothing but the store lands in /data.
WORKDIR /app

# Every interface, since the container's network is its own; the local store in the volume. The
# metrics stay on loopback unless MANAGEMENT_HOST=0.0.0.0 is set on purpose (then publish 8081).
ENV HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    MANAGEMENT_HOST=127.0.0.1
EXPOSE 8080

# Exec form: java is process 1 and receives SIGTERM itself, finishes the requests in flight and
# stops cleanly (exit 143). The heap may take most of the container's memory: the local store
# keeps the blog in it. CMD is the command: `docker run … cosmos-blog copy --help` runs another.
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-Dorg.sqlite.lib.path=/app/sqlite", "-jar", "/app/cosmos-blog.jar"]
CMD ["serve"]
