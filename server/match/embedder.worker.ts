// The learned image embedding, in its own thread: TensorFlow.js on WebAssembly runs one thread at
// a time and would otherwise block the server's event loop for each photo (~50 ms).
//
// The network is the MobileNetV2 (×1.4 width) backbone that ships inside the `nsfwjs` package,
// loaded from the package itself (nothing is downloaded at run time). Its classifier head is
// ignored: the 1792 numbers of its pooled feature vector describe what the picture looks like.
//
// This file is run directly by Node (type stripping), outside the app's bundle: it imports
// packages only and uses only erasable TypeScript.
import { parentPort } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs";
import "@tensorflow/tfjs-backend-wasm";
import { load } from "nsfwjs";

const SIZE = 224;
const FEATURE_NODE =
  "StatefulPartitionedCall/sequential/keras_layer/StatefulPartitionedCall/StatefulPartitionedCall/StatefulPartitionedCall/predict/feature_vector/SpatialSqueeze";

interface EmbedRequest {
  id: number;
  /** SIZE × SIZE RGB pixels, row by row. */
  pixels: Uint8Array;
}

// nsfwjs says which model it loads on the console; the server's log has its own line for it.
const info = console.info;
console.info = () => {};
await tf.setBackend("wasm");
await tf.ready();
const network = (await load("MobileNetV2Mid")).model as tf.GraphModel;
console.info = info;

function embed(pixels: Uint8Array): Float32Array {
  return tf.tidy(() => {
    const input = tf.tensor4d(pixels, [1, SIZE, SIZE, 3], "int32").toFloat().div(255);
    const features = network.execute(input, FEATURE_NODE) as tf.Tensor;
    return Float32Array.from(features.dataSync());
  });
}

parentPort!.on("message", (request: EmbedRequest) => {
  try {
    const vector = embed(request.pixels);
    parentPort!.postMessage({ id: request.id, vector }, [vector.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: String(error) });
  }
});
parentPort!.postMessage({ ready: true });
