# The service as a container: the jar built beforehand (mvn -B -q -DskipTests package), on a Java
# runtime image. Nothing here runs a shell, so a distroless base works.
#   docker build -t cosmos-blog .
#   docker run -p 127.0.0.1:8080:8080 -v blog-data:/data cosmos-blog
# Another base: --build-arg BASE_IMAGE=<any image with java 17+ on its PATH>.
ARG BASE_IMAGE=mcr.microsoft.com/openjdk/jdk:17-distroless
FROM ${BASE_IMAGE}

COPY bootstrap/target/cosmos-blog.jar /app/cosmos-blog.jar

# A numeric user, so that no passwd entry is needed and an orchestrator can check it is not root.
USER 10001:10001
# Created owned by that user: a new volume mounted here starts with its owner and mode. Then the
# working directory is one the service cannot write, so nothing but the store lands in /data.
WORKDIR /data
VOLUME /data
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
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-jar", "/app/cosmos-blog.jar"]
CMD ["serve"]
